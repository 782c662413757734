import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { MediaSettings } from '../modules/media/storage';

export type BackendName = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (as on CI). */
export const backends: BackendName[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  databaseUrl: string | undefined;
  pgliteDir: string;
  drop(): Promise<void>;
}

/** A fresh, empty database per call: in-memory PGlite, or a new database on the test server. */
export async function createTestDatabase(backend: BackendName): Promise<TestDatabase> {
  if (backend === 'pglite') {
    return { databaseUrl: undefined, pgliteDir: 'memory://', drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const name = `appforge_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    pgliteDir: 'memory://',
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/** `media` is merged into the temp data dir's settings, so `{ media: { s3 } }` is enough. */
export type TestConfigOverrides = Partial<Omit<AppConfig, 'media'>> & {
  media?: Partial<MediaSettings>;
};

export async function createTestApp(
  backend: BackendName,
  overrides: TestConfigOverrides = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'appforge-test-'));
  const database = await createTestDatabase(backend);
  const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const config: AppConfig = {
    ...base,
    databaseUrl: database.databaseUrl,
    pgliteDir: database.pgliteDir,
    webDistDir: join(dataDir, 'no-web-build'),
    workers: 0,
    ...overrides,
    media: { ...base.media, ...overrides.media },
  };
  const app = await buildApp(config, options);
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pair of a Set-Cookie header, as a browser would send it back. */
export function cookiePair(setCookie: string | string[] | undefined): string | undefined {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return header?.split(';')[0];
}
