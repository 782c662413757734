import type { FastifyInstance } from 'fastify';
import { loadConfig, type AdminConfig } from '../../config';

/** The account the admin tests configure through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const ADMIN_EMAIL = 'owner@example.com';
export const ADMIN_PASSWORD = 'correct horse battery staple';

export function adminSettings(overrides: Partial<AdminConfig> = {}): AdminConfig {
  return {
    ...loadConfig({ ADMIN_EMAIL, ADMIN_PASSWORD }).admin,
    ...overrides,
  };
}

export function login(
  app: FastifyInstance,
  credentials: { email?: string; password?: string } = {},
  remoteAddress = '203.0.113.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress,
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, ...credentials },
  });
}

/** Signs in with the configured account and answers its bearer token. */
export async function signIn(app: FastifyInstance): Promise<string> {
  const response = await login(app);
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
  return response.json().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
