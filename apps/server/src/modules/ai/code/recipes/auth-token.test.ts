import {
  CODE_LANGUAGES,
  CODE_PLATFORMS,
  type CodeLanguage,
  type CodePlatform,
} from '@appforge/shared/contracts/ai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSyntax } from '../../syntax/check-syntax';
import { CATALOGUE } from '../catalogue';
import { readEntity } from '../prompt-model';
import { matchRecipe } from '../recipe-matcher';
import { authTokenRecipe } from './auth-token';

const NAMED =
  'JWT auth token handling for https://api.shop.test with refresh via /v2/session/refresh';
const PROMPTS = [NAMED, 'auth token handling'];

const render = (prompt: string, language: CodeLanguage, platform: CodePlatform) =>
  authTokenRecipe.render({ prompt, language, platform, entity: readEntity(prompt) });

const load = (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}`);

/** The JWT of a claim set, unsigned: the client never checks signatures. */
const jwt = (claims: object) => `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`;

describe('auth-token', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(CODE_LANGUAGES)('parses in %s on every platform', async (language) => {
    for (const prompt of PROMPTS) {
      for (const platform of CODE_PLATFORMS) {
        const { code } = render(prompt, language, platform);
        const problems = await checkSyntax(language, code, { jsx: false });
        expect(problems, `${platform}: ${prompt}\n${code}`).toEqual([]);
      }
    }
  });

  it.each([
    'auth token handling',
    'attach a bearer token to requests and refresh it on 401',
    'store the JWT in the keychain and refresh it when it expires',
    'refresh token logic for the api client',
    'OkHttp interceptor that adds the access token',
    'check if a JWT is expired',
    'save the auth token in EncryptedSharedPreferences',
  ])('is picked for %j', (prompt) => {
    expect(matchRecipe(prompt, CATALOGUE)?.id).toBe('auth-token');
  });

  it.each(CODE_LANGUAGES)(
    'calls the refresh endpoint and the API the %s prompt names',
    (language) => {
      const { code } = render(NAMED, language, 'backend');
      expect(code).toContain('/v2/session/refresh');
      expect(code).toContain('https://api.shop.test');
    },
  );

  it('explains that the expiry is read without verifying the signature', () => {
    for (const language of CODE_LANGUAGES) {
      const { explanation } = render(NAMED, language, 'web');
      expect(explanation).toContain('without verifying its signature');
      expect(explanation).toContain('the server must verify every token');
    }
  });

  it('keeps tokens where the platform keeps secrets', () => {
    expect(render(NAMED, 'typescript', 'web').code).toContain('localStorage.getItem(key)');
    expect(render(NAMED, 'typescript', 'android').code).toContain('export function memoryTokens()');
    expect(render(NAMED, 'swift', 'ios').code).toContain('SecItemAdd(query as CFDictionary, nil)');
    expect(render(NAMED, 'swift', 'backend').code).not.toContain('import Security');
    expect(render(NAMED, 'kotlin', 'android').code).toContain('EncryptedSharedPreferences.create(');
    expect(render(NAMED, 'kotlin', 'backend').code).toContain('class InMemoryTokenStore');
    expect(render(NAMED, 'python', 'backend').code).toContain('class BearerAuth(httpx.Auth):');
    expect(render(NAMED, 'rust', 'backend').code).toContain('.bearer_auth(token)');
  });

  it('refreshes once for calls that fail together and repeats each once (the JavaScript client, run)', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      const auth = new Headers(init.headers).get('Authorization') ?? '';
      calls.push(`${init.method ?? 'GET'} ${url} ${auth}`.trim());
      if (url.endsWith('/refresh')) return Response.json({ accessToken: 'fresh' });
      return new Response(null, { status: auth === 'Bearer fresh' ? 200 : 401 });
    });
    const { createAuthClient } = (await load(render(NAMED, 'javascript', 'backend').code)) as {
      createAuthClient: () => {
        signIn: (tokens: object) => Promise<void>;
        fetch: (path: string) => Promise<Response>;
      };
    };
    const api = createAuthClient();
    await api.signIn({ accessToken: 'stale', refreshToken: 'r' });
    const answers = await Promise.all([api.fetch('/me'), api.fetch('/orders')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST https://api.shop.test/v2/session/refresh',
    ]);
    expect(calls.filter((call) => call.endsWith('Bearer fresh'))).toHaveLength(2);
  });

  it('reads exp from a JWT and treats a token without one as not expired', async () => {
    const { jwtExpiry, isExpired } = (await load(render(NAMED, 'javascript', 'web').code)) as {
      jwtExpiry: (token: string) => number | null;
      isExpired: (token: string, skew?: number, now?: number) => boolean;
    };
    expect(jwtExpiry(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000);
    expect(jwtExpiry('not a token')).toBeNull();
    expect(isExpired(jwt({ exp: 1_700_000_000 }), 30, 1_700_000_000_000)).toBe(true);
    expect(isExpired(jwt({ exp: 1_700_000_100 }), 30, 1_700_000_000_000)).toBe(false);
    expect(isExpired(jwt({ sub: 'ada' }))).toBe(false);
  });

  it('renders the same code and explanation twice', () => {
    for (const language of CODE_LANGUAGES) {
      expect(render(NAMED, language, 'android')).toEqual(render(NAMED, language, 'android'));
    }
  });
});
