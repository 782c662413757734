import { defineRecipe, type RecipeContext } from '../code-recipe';
import { explanation } from '../recipe-text';
import { kotlinAuth } from './auth-token.kotlin';
import { swiftAuth } from './auth-token.swift';
import { authNames } from './auth-token.names';
import { pythonAuth, rustAuth } from './auth-token.python-rust';
import { javascriptAuth } from './auth-token.javascript';
import { typescriptAuth, usesLocalStorage } from './auth-token.typescript';

const SERVER_VERIFIES =
  'The expiry check decodes the JWT without verifying its signature: that is only a hint for refreshing early, and the server must verify every token it receives.';

function summary(ctx: RecipeContext): string {
  const { refreshPath } = authNames(ctx.prompt);
  const flow = `It sends the access token as "Authorization: Bearer …", refreshes it through POST ${refreshPath} (body {"refreshToken"}, answer {"accessToken", "refreshToken"?}) when its exp has passed, and on a 401 refreshes once and repeats the call once; a failed refresh signs out.`;
  switch (ctx.language) {
    case 'typescript':
    case 'javascript':
      return `A fetch wrapper with token storage. ${flow} Tokens live in ${usesLocalStorage(ctx) ? 'localStorage' : 'a pluggable TokenStorage (in memory by default)'}, and calls that fail together share one refresh.`;
    case 'python':
      return `An httpx.Auth class. ${flow} Tokens live in a TokenStore (in memory; subclass it to keep them).`;
    case 'swift':
      return `An actor wrapping URLSession, with a token store. ${flow} Tokens live in ${ctx.platform === 'ios' ? 'the Keychain (Security framework)' : 'memory, as the Keychain exists only on Apple platforms'}; concurrent 401s wait for one refresh.`;
    case 'kotlin':
      return `An OkHttp interceptor and Authenticator. ${flow} Tokens live in ${ctx.platform === 'android' ? 'EncryptedSharedPreferences (androidx.security; its 1.1.0 release marks it deprecated but it still works, and the file must be excluded from Auto Backup)' : 'memory (implement TokenStore to keep them)'}; refreshes are synchronized so concurrent 401s refresh once.`;
    case 'rust':
      return `A reqwest wrapper. ${flow} Tokens are held in memory behind a tokio RwLock, and a mutex makes concurrent refreshes happen once.`;
  }
}

const DEPENDENCIES = (ctx: RecipeContext): string[] => {
  switch (ctx.language) {
    case 'python':
      return ['httpx'];
    case 'kotlin':
      return [
        'com.squareup.okhttp3:okhttp',
        'org.jetbrains.kotlinx:kotlinx-serialization-json',
        'the Kotlin serialization Gradle plugin',
        ...(ctx.platform === 'android' ? ['androidx.security:security-crypto'] : []),
      ];
    case 'rust':
      return [
        'reqwest (features = ["json"])',
        'tokio (features = ["sync"], plus "macros" and "rt-multi-thread" for #[tokio::main])',
        'serde (features = ["derive"])',
        'serde_json',
        'base64',
      ];
    default:
      return [];
  }
};

function usage(ctx: RecipeContext): string {
  switch (ctx.language) {
    case 'typescript':
    case 'javascript':
      return `const api = createAuthClient(); after logging in await api.signIn({ accessToken, refreshToken }); then await api.fetch('/me') like fetch. Catch AuthError to send the person back to the login screen.${ctx.platform === 'ios' || ctx.platform === 'android' ? ' In React Native pass storage: { get: SecureStore.getItemAsync, set: SecureStore.setItemAsync, remove: SecureStore.deleteItemAsync } (expo-secure-store) to keep tokens across launches.' : ''}`;
    case 'python':
      return 'store = TokenStore(access_token, refresh_token); client = httpx.Client(auth=BearerAuth(store)); client.get("https://…/me"). The same auth works with httpx.AsyncClient.';
    case 'swift':
      return 'let auth = AuthClient(); try await auth.signIn(accessToken: a, refreshToken: r) after logging in; then let (data, response) = try await auth.data(for: URLRequest(url: url)).';
    case 'kotlin':
      return `val store = ${ctx.platform === 'android' ? 'EncryptedTokenStore(context)' : 'InMemoryTokenStore()'}; val client = authenticatedClient(TokenRefresher(store)); after logging in set store.accessToken and store.refreshToken, then use client for every call (or give it to Retrofit), off the main thread (Dispatchers.IO).${ctx.platform === 'ios' ? " Kotlin on iOS means Kotlin Multiplatform, where OkHttp is not available: use Ktor's Auth plugin (bearer with refreshTokens) there; this is the JVM version." : ''}`;
    case 'rust':
      return 'let client = AuthClient::new(Tokens { access: Some(a), refresh: Some(r) }); let response = client.send(Method::GET, "/me", |request| request).await?; pass |request| request.json(&body) to send a body.';
  }
}

export const authTokenRecipe = defineRecipe({
  id: 'auth-token',
  title: 'Auth token handling (Bearer, refresh on 401, expiry)',
  triggers: [
    /\b(?:auth(?:entication|orization)?|access|refresh|bearer|jwt|session|id)[ -]?tokens?\b/i,
    /\b(?:jwts?|bearer)\b/i,
    /\brefresh(?:es|ing)?\b[\s\S]*\b(?:401|tokens?|session|expir\w*)\b|\b401\b/i,
    /\b(?:keychain|encrypted ?shared ?preferences|secure ?store|token (?:storage|store|handling))\b/i,
    /\b(?:interceptor|authenticator|authorization header)\b/i,
  ],
  code: {
    typescript: typescriptAuth,
    javascript: javascriptAuth,
    python: pythonAuth,
    swift: swiftAuth,
    kotlin: kotlinAuth,
    rust: rustAuth,
  },
  explain: (ctx) =>
    explanation(ctx, {
      summary: `${summary(ctx)} ${SERVER_VERIFIES}`,
      aboutEntity: false,
      dependencies: DEPENDENCIES(ctx),
      usage: usage(ctx),
    }),
});
