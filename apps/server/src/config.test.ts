import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs embedded with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toMatch(/data[/\\]db$/);
    expect(config.trustProxy).toBe(false);
  });

  it('names every invalid variable in one readable message', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /PORT: .*\n.*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n.*SESSION_SECRET: must be at least 32 characters/,
    );
  });

  it('enables the language model only when LLM_BASE_URL and LLM_MODEL are both set', () => {
    expect(loadConfig({}).llm).toBeNull();
    expect(
      loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1' }).llm,
    ).toEqual({
      kind: 'openai-compatible',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1',
      apiKey: undefined,
      timeoutMs: 60_000,
    });
    const anthropic = loadConfig({
      LLM_BASE_URL: 'https://api.anthropic.com/v1',
      LLM_MODEL: 'claude-sonnet-4-5',
      LLM_PROVIDER: 'anthropic',
      LLM_API_KEY: 'sk-ant-x',
      LLM_TIMEOUT_MS: '90000',
    });
    expect(anthropic.llm).toMatchObject({
      kind: 'anthropic',
      apiKey: 'sk-ant-x',
      timeoutMs: 90_000,
    });
    expect(anthropic.secretsConfigured).toContain('LLM_API_KEY');
  });

  it('fails fast on half or bad LLM settings, naming the variables', () => {
    expect(() => loadConfig({ LLM_MODEL: 'llama3.1' })).toThrow(
      /LLM_BASE_URL, LLM_MODEL: set both/,
    );
    expect(() => loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(
      /LLM_BASE_URL, LLM_MODEL: set both/,
    );
    expect(() => loadConfig({ PORT: 'x', LLM_MODEL: 'llama3.1' })).toThrow(
      /PORT: .*\n.*LLM_BASE_URL, LLM_MODEL/,
    );
    expect(() => loadConfig({ LLM_BASE_URL: 'localhost:11434', LLM_MODEL: 'm' })).toThrow(
      /LLM_BASE_URL: must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(() =>
      loadConfig({ LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_PROVIDER: 'openai' }),
    ).toThrow(/LLM_PROVIDER/);
    expect(() =>
      loadConfig({ LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: 'soon' }),
    ).toThrow(/LLM_TIMEOUT_MS/);
    expect(() =>
      loadConfig({ LLM_BASE_URL: 'https://h/v1', LLM_MODEL: 'm', LLM_PROVIDER: 'anthropic' }),
    ).toThrow(/LLM_API_KEY: required when LLM_PROVIDER is anthropic/);
  });

  it('reads the admin account and session lifetime, lowercasing the email', () => {
    expect(loadConfig({}).admin).toEqual({
      email: undefined,
      password: undefined,
      sessionTtlMs: 480 * 60_000,
      maxFailures: 5,
      failureWindowMs: 15 * 60_000,
      lockoutMs: 5 * 60_000,
    });
    const configured = loadConfig({
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'long enough',
      ADMIN_SESSION_TTL_MINUTES: '60',
    });
    expect(configured.admin).toMatchObject({
      email: 'owner@example.com',
      password: 'long enough',
      sessionTtlMs: 60 * 60_000,
    });
    expect(configured.secretsConfigured).toContain('ADMIN_PASSWORD');
  });

  it('refuses half or bad admin settings, naming the variables', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.com' })).toThrow(
      /ADMIN_EMAIL, ADMIN_PASSWORD: set both/,
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long enough' })).toThrow(
      /ADMIN_EMAIL, ADMIN_PASSWORD: set both/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner', ADMIN_PASSWORD: 'long enough' })).toThrow(
      /ADMIN_EMAIL: must be an email address/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: must be at least 8 characters/,
    );
  });

  it('keeps media under DATA_DIR on disk unless all four S3 variables are set', () => {
    const onDisk = loadConfig({ DATA_DIR: '/srv/appforge' }).media;
    expect(onDisk).toEqual({
      dir: '/srv/appforge/media',
      tmpDir: '/srv/appforge/media/tmp',
      s3: null,
    });
    const inS3 = loadConfig({
      DATA_DIR: '/srv/appforge',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'appforge',
      S3_SECRET_ACCESS_KEY: 'a-secret-value',
    });
    expect(inS3.media).toEqual({
      dir: '/srv/appforge/media',
      tmpDir: '/srv/appforge/media/tmp',
      s3: {
        endpoint: 'http://minio:9000',
        bucket: 'media',
        region: 'us-east-1',
        accessKeyId: 'appforge',
        secretAccessKey: 'a-secret-value',
        forcePathStyle: true,
      },
    });
    expect(inS3.secretsConfigured).toContain('S3_SECRET_ACCESS_KEY');
    expect(JSON.stringify(inS3.secretsConfigured)).not.toContain('a-secret-value');
    expect(
      loadConfig({
        S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
        S3_BUCKET: 'media',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_REGION: 'eu-west-1',
        S3_FORCE_PATH_STYLE: 'false',
      }).media.s3,
    ).toMatchObject({ region: 'eu-west-1', forcePathStyle: false });
  });

  it('refuses some but not all S3 variables, naming the missing ones and never the secret', () => {
    const attempt = () =>
      loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_SECRET_ACCESS_KEY: 'a-secret-value' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /^ {2}S3_BUCKET, S3_ACCESS_KEY_ID: required when any of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set/m,
    );
    expect(attempt).not.toThrow(/a-secret-value/);
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() =>
      loadConfig({
        S3_ENDPOINT: 'minio:9000',
        S3_BUCKET: 'media',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toThrow(/S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
  it('runs dev chains under DATA_DIR unless RPC_URL_* names a real endpoint', () => {
    expect(loadConfig({ DATA_DIR: '/srv/appforge' }).web3).toEqual({
      chainsDir: '/srv/appforge/chains',
      rpcUrls: {},
      walletConnectProjectId: null,
    });
    const configured = loadConfig({
      RPC_URL_POLYGON: 'https://polygon-rpc.example/v1/key',
      WALLETCONNECT_PROJECT_ID: 'abc123',
    }).web3;
    expect(configured.rpcUrls).toEqual({ polygon: 'https://polygon-rpc.example/v1/key' });
    expect(configured.walletConnectProjectId).toBe('abc123');
    expect(() => loadConfig({ RPC_URL_BSC: 'ws://bsc.example' })).toThrow(
      /RPC_URL_BSC: must be an http:\/\/ or https:\/\/ URL/,
    );
  });
});
