import { collectionPath, typeIdent } from '../code-names';
import { defineRecipe, type RecipeContext } from '../code-recipe';
import { explanation } from '../recipe-text';
import { javascriptClient, typescriptClient } from './rest-client.typescript';
import { kotlinClient, swiftClient } from './rest-client.mobile';
import { pythonClient, rustClient } from './rest-client.python-rust';

/** The client in every language; the CRUD recipe answers mobile platforms with it too. */
export const REST_CLIENTS = {
  typescript: typescriptClient,
  javascript: javascriptClient,
  python: pythonClient,
  swift: swiftClient,
  kotlin: kotlinClient,
  rust: rustClient,
};

const DEPENDENCIES = {
  typescript: [],
  javascript: [],
  python: ['httpx'],
  swift: [],
  kotlin: [
    'io.ktor:ktor-client-core',
    'io.ktor:ktor-client-cio',
    'io.ktor:ktor-client-content-negotiation',
    'io.ktor:ktor-serialization-kotlinx-json',
    'the Kotlin serialization Gradle plugin',
  ],
  rust: [
    'reqwest (features = ["json"])',
    'tokio (features = ["time"], plus "macros" and "rt-multi-thread" for #[tokio::main])',
    'serde (features = ["derive"])',
  ],
};

function usage(ctx: RecipeContext): string {
  const type = typeIdent(ctx.language, ctx.entity);
  const client = `${type}Client`;
  switch (ctx.language) {
    case 'typescript':
    case 'javascript':
      return `const api = new ${client}({ baseUrl: 'https://api.example.com', timeoutMs: 5000 }); then await api.list(), await api.create({ … }) or await api.remove(id). A failed answer throws HttpError with its status; a timeout aborts the attempt and is retried.`;
    case 'python':
      return `api = ${client}("https://api.example.com", timeout=5.0); api.list_all(), api.create({...}), api.delete(id); call api.close() when done. A failed answer raises httpx.HTTPStatusError.`;
    case 'swift':
      return `let api = ${client}(baseURL: URL(string: "https://api.example.com")!); inside a Task or an async function: let items = try await api.list().${ctx.platform === 'ios' ? ' Call it from a SwiftUI .task { } modifier to load a screen.' : ''}`;
    case 'kotlin':
      return `val api = ${client}("https://api.example.com/") (keep the trailing slash); in a coroutine: val items = api.list().${ctx.platform === 'android' ? ' On Android call it from viewModelScope.launch { } and swap CIO for the OkHttp engine if the app already uses OkHttp.' : ''} A failed answer throws ClientRequestException or ServerResponseException.`;
    case 'rust':
      return `let api = ${client}::new("https://api.example.com", Duration::from_secs(5))?; then let items = api.list().await?; inside a tokio runtime. A failed answer is a reqwest::Error with .status().`;
  }
}

export const restClientRecipe = defineRecipe({
  id: 'rest-client',
  title: 'REST client with retry and timeout',
  triggers: [
    /\b(?:rest|http|api|web)[ -]?(?:client|wrapper|sdk)\b/i,
    /\bretr(?:y|ies|ying)\b/i,
    /\b(?:time ?outs?|backoff)\b/i,
    /\b(?:call|calls|calling|fetch|fetches|fetching|consume|consumes)\b.*\b(?:api|endpoint|rest|server|backend)\b/i,
    /\b(?:urlsession|ktor[ -]client|reqwest|httpx|axios|retrofit|okhttp)\b/i,
  ],
  code: REST_CLIENTS,
  explain: (ctx) =>
    explanation(ctx, {
      summary: `A client for ${collectionPath(ctx.entity)} (list, get, create, update, delete) that gives every attempt a timeout and retries failed ones with exponential backoff (0.3 s, 0.6 s, 1.2 s by default): on network errors, timeouts, 429 and 5xx answers. POST is never retried, since the first attempt may have created the record before its answer was lost.`,
      aboutEntity: true,
      dependencies: DEPENDENCIES[ctx.language],
      usage: usage(ctx),
    }),
});
