import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LlmSettings } from '@appforge/codegen/providers/llm';
import { z } from 'zod';
import type { MediaSettings } from './modules/media/storage/media-storage';
import { findChromium } from './modules/truth-report/browser/find-chromium';
import type { Web3Settings } from './modules/web3/chains/web3-settings';
import rootPackage from '../../../package.json' with { type: 'json' };

const booleanish = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** An object store is used only when all four are set. */
const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** The environment the server reads; every variable is documented in the README. */
const environmentSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    TRUST_PROXY: booleanish.default(false),
    WORKERS: z.coerce.number().int().min(0).max(64).default(2),
    MAX_PENDING_PER_USER: z.coerce.number().int().positive().default(10),
    GENERATION_LEASE_MS: z.coerce.number().int().min(1000).default(30_000),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    LLM_MODEL: z.string().trim().min(1).optional(),
    LLM_PROVIDER: z.enum(['openai-compatible', 'anthropic']).default('openai-compatible'),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
    ADMIN_EMAIL: z
      .email('must be an email address')
      .transform((email) => email.toLowerCase())
      .optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(1024).optional(),
    ADMIN_SESSION_TTL_MINUTES: z.coerce.number().int().min(1).default(480),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_FORCE_PATH_STYLE: booleanish.default(true),
    RPC_URL_ETHEREUM: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    RPC_URL_POLYGON: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    RPC_URL_BSC: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    WALLETCONNECT_PROJECT_ID: z.string().trim().min(1).optional(),
    COST_PER_CPU_SECOND_EUR: z.coerce.number().nonnegative().default(0.00002),
    COST_PER_1K_TOKENS_EUR: z.coerce.number().nonnegative().default(0.002),
    MONTHLY_BUDGET_EUR: z.coerce.number().positive().default(50),
    CHROMIUM_PATH: z.string().trim().min(1).optional(),
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .url({ protocol: /^https?$/, error: 'each must be an http:// or https:// origin' })
            .transform((origin) => new URL(origin).origin),
        ),
      ),
    ANONYMOUS_USER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .superRefine(
    (values, context) => {
      if (Boolean(values.LLM_BASE_URL) !== Boolean(values.LLM_MODEL)) {
        context.addIssue({
          code: 'custom',
          path: ['LLM_BASE_URL, LLM_MODEL'],
          message: 'set both to use a language model, or neither',
        });
      }
      if (values.LLM_BASE_URL && values.LLM_PROVIDER === 'anthropic' && !values.LLM_API_KEY) {
        context.addIssue({
          code: 'custom',
          path: ['LLM_API_KEY'],
          message: 'required when LLM_PROVIDER is anthropic',
        });
      }
      if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
        context.addIssue({
          code: 'custom',
          path: ['ADMIN_EMAIL, ADMIN_PASSWORD'],
          message: 'set both to choose the admin account, or neither to have one generated',
        });
      }
      const missingS3 = S3_REQUIRED.filter((name) => !values[name]);
      if (missingS3.length > 0 && missingS3.length < S3_REQUIRED.length) {
        context.addIssue({
          code: 'custom',
          path: [missingS3.join(', ')],
          message: `required when any of ${S3_REQUIRED.join(', ')} is set (all four keep media in an object store, none on local disk)`,
        });
      }
    },
    // Also when other variables are invalid, so one message names every problem.
    { when: () => true },
  );

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise the embedded PGlite database under `pgliteDir`. */
  databaseUrl: string | undefined;
  /** A directory, or `memory://` for a throw-away in-memory database. */
  pgliteDir: string;
  sessionSecret: string | undefined;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** Requests per minute per client address on the API. */
  rateLimitMax: number;
  trustProxy: boolean;
  bodyLimitBytes: number;
  /** Generation workers in this process; 0 runs none (another process works the queue). */
  workers: number;
  /** Waiting generation requests one user may have at a time. */
  maxPendingPerUser: number;
  /** How long a claimed job stays leased without a heartbeat before it counts as interrupted. */
  generationLeaseMs: number;
  /** The language model that understands prompts (LLM_*); null: the built-in generator only. */
  llm: LlmSettings | null;
  admin: AdminConfig;
  /** Uploaded media: on disk under DATA_DIR, or in an object store (S3_*). */
  media: MediaSettings;
  /** The Web3 Hub's networks: dev chains under DATA_DIR/chains, or real ones (RPC_URL_*). */
  web3: Web3Settings;
  /** The Truth Report: the browser for its screen gates and the FinOps rates. */
  truthReport: TruthReportSettings;
  /**
   * Origins other than the server's own that may open the socket and send state-changing
   * requests (ALLOWED_ORIGINS: the public address behind a reverse proxy).
   */
  allowedOrigins: string[];
  /** Anonymous users with no data are deleted this long after their last visit. */
  anonymousUserRetentionDays: number;
  /** GET /metrics requires `Authorization: Bearer <token>` when set; open when unset. */
  metricsToken: string | undefined;
  /** Names of the secrets actually configured, never their values. */
  secretsConfigured: string[];
  /** The built single-page app; served when present. src/ and dist/ sit side by side, so this holds for both. */
  webDistDir: string;
  version: string;
}

export interface AdminConfig {
  /** The admin account from ADMIN_EMAIL / ADMIN_PASSWORD; unset: one is generated on first start. */
  email: string | undefined;
  password: string | undefined;
  sessionTtlMs: number;
  /** Failed sign-ins per address or email within `failureWindowMs` before a `lockoutMs` lockout. */
  maxFailures: number;
  failureWindowMs: number;
  lockoutMs: number;
}

export interface TruthReportSettings {
  /** CHROMIUM_PATH, else /usr/bin/chromium when present; the browser gates are skipped without one. */
  chromiumPath: string | undefined;
  costPerCpuSecondEur: number;
  costPer1kTokensEur: number;
  monthlyBudgetEur: number;
}

const MINUTE_MS = 60_000;

export const BODY_LIMIT_BYTES = 1024 * 1024;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    pgliteDir: resolve(dataDir, 'db'),
    sessionSecret: values.SESSION_SECRET,
    logLevel: values.LOG_LEVEL,
    rateLimitMax: values.RATE_LIMIT_MAX,
    trustProxy: values.TRUST_PROXY,
    bodyLimitBytes: BODY_LIMIT_BYTES,
    workers: values.WORKERS,
    maxPendingPerUser: values.MAX_PENDING_PER_USER,
    generationLeaseMs: values.GENERATION_LEASE_MS,
    // The language model is used when both its address and its model are set.
    llm:
      values.LLM_BASE_URL && values.LLM_MODEL
        ? {
            kind: values.LLM_PROVIDER,
            baseUrl: values.LLM_BASE_URL,
            model: values.LLM_MODEL,
            apiKey: values.LLM_API_KEY,
            timeoutMs: values.LLM_TIMEOUT_MS,
          }
        : null,
    admin: {
      email: values.ADMIN_EMAIL,
      password: values.ADMIN_PASSWORD,
      sessionTtlMs: values.ADMIN_SESSION_TTL_MINUTES * MINUTE_MS,
      maxFailures: 5,
      failureWindowMs: 15 * MINUTE_MS,
      lockoutMs: 5 * MINUTE_MS,
    },
    media: {
      dir: resolve(dataDir, 'media'),
      tmpDir: resolve(dataDir, 'media', 'tmp'),
      s3:
        values.S3_ENDPOINT &&
        values.S3_BUCKET &&
        values.S3_ACCESS_KEY_ID &&
        values.S3_SECRET_ACCESS_KEY
          ? {
              endpoint: values.S3_ENDPOINT,
              bucket: values.S3_BUCKET,
              region: values.S3_REGION,
              accessKeyId: values.S3_ACCESS_KEY_ID,
              secretAccessKey: values.S3_SECRET_ACCESS_KEY,
              forcePathStyle: values.S3_FORCE_PATH_STYLE,
            }
          : null,
    },
    web3: {
      chainsDir: resolve(dataDir, 'chains'),
      rpcUrls: {
        ...(values.RPC_URL_ETHEREUM ? { ethereum: values.RPC_URL_ETHEREUM } : {}),
        ...(values.RPC_URL_POLYGON ? { polygon: values.RPC_URL_POLYGON } : {}),
        ...(values.RPC_URL_BSC ? { bsc: values.RPC_URL_BSC } : {}),
      },
      walletConnectProjectId: values.WALLETCONNECT_PROJECT_ID ?? null,
    },
    truthReport: {
      chromiumPath: values.CHROMIUM_PATH ?? findChromium({}) ?? undefined,
      costPerCpuSecondEur: values.COST_PER_CPU_SECOND_EUR,
      costPer1kTokensEur: values.COST_PER_1K_TOKENS_EUR,
      monthlyBudgetEur: values.MONTHLY_BUDGET_EUR,
    },
    allowedOrigins: values.ALLOWED_ORIGINS,
    anonymousUserRetentionDays: values.ANONYMOUS_USER_RETENTION_DAYS,
    metricsToken: values.METRICS_TOKEN,
    // The session secret always exists: given, or generated into DATA_DIR on first start.
    secretsConfigured: [
      'SESSION_SECRET',
      ...(
        [
          'DATABASE_URL',
          'LLM_API_KEY',
          'ADMIN_PASSWORD',
          'S3_SECRET_ACCESS_KEY',
          'METRICS_TOKEN',
        ] as const
      ).filter((name) => values[name]),
    ],
    webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    version: rootPackage.version,
  };
}
