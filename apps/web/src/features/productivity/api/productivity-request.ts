import type { ProfileUserId } from '@appforge/shared/contracts/productivity';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Every productivity query key starts here. */
export const PRODUCTIVITY_KEY = 'productivity';
const PRODUCTIVITY_API = '/api/productivity';

export const profileQueryKey = (userId: ProfileUserId) =>
  [PRODUCTIVITY_KEY, 'profile', userId] as const;
export const progressQueryKey = (userId: ProfileUserId) =>
  [PRODUCTIVITY_KEY, 'progress', userId] as const;
export const leaderboardQueryKey = [PRODUCTIVITY_KEY, 'leaderboard'] as const;

/** `/api/productivity/<path>`. */
export const productivityUrl = (path: string) => `${PRODUCTIVITY_API}/${path}`;

/** Sends to a productivity address and parses the answer with its contract schema. */
export async function callProductivity<T>(
  schema: z.ZodType<T>,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<T> {
  return schema.parse(await (await apiRequest(method, productivityUrl(path), body)).json());
}
