import { collectionPath, typeIdent, valueIdent } from '../code-names';
import { defineRecipe, type RecipeContext } from '../code-recipe';
import { explanation } from '../recipe-text';
import { pythonPagination, rustPagination } from './pagination.python-rust';
import { kotlinPagination } from './pagination.kotlin';
import { swiftPagination } from './pagination.swift';
import { javascriptPagination, typescriptPagination } from './pagination.typescript';

/** Which rendering a language gives on the platform: the list screen on a phone, the route elsewhere. */
function shape(ctx: RecipeContext): 'server' | 'hook' | 'swiftui' | 'compose' {
  if (ctx.language === 'typescript' || ctx.language === 'javascript') {
    return ctx.platform === 'backend' ? 'server' : 'hook';
  }
  if (ctx.language === 'swift' && ctx.platform === 'ios') return 'swiftui';
  if (ctx.language === 'kotlin' && ctx.platform === 'android') return 'compose';
  return 'server';
}

const SERVER_DEPENDENCIES = {
  typescript: ['fastify', 'zod (v4)'],
  javascript: ['fastify'],
  python: ['fastapi', 'pydantic'],
  swift: ['Vapor 4'],
  kotlin: [
    'io.ktor:ktor-server-core',
    'io.ktor:ktor-server-content-negotiation',
    'io.ktor:ktor-serialization-kotlinx-json',
  ],
  rust: ['axum 0.8', 'tokio (features = ["full"])', 'serde (features = ["derive"])'],
};

function summary(ctx: RecipeContext): string {
  const path = collectionPath(ctx.entity);
  const answer = 'Each page answers { items, page, limit, total, hasMore }.';
  switch (shape(ctx)) {
    case 'hook':
      return `A React hook that loads ${path}?page=n&limit=20 one page at a time and appends it, with loading and error state, never two requests at once. ${answer}`;
    case 'swiftui':
      return `A SwiftUI List backed by an ObservableObject that loads ${path} a page at a time: the next page starts when the last row appears (.task on each row), with a spinner and an error line. ${answer}`;
    case 'compose':
      return `A Jetpack Compose LazyColumn and a ViewModel holding StateFlow state: the next page of ${path} loads when the last rows come into view, with a spinner and an error row. ${answer}`;
    case 'server':
      return `A paginated GET ${path}?page=1&limit=20 (page from 1, limit 1–100, both optional) and the paginate function behind it. ${answer}`;
  }
}

function usage(ctx: RecipeContext): string {
  const type = typeIdent(ctx.language, ctx.entity);
  const routes = valueIdent(ctx.language, `${ctx.entity.name} page routes`);
  switch (shape(ctx)) {
    case 'hook':
      return `const { items, loading, error, hasMore, loadMore } = ${valueIdent(ctx.language, `use ${ctx.entity.name} pages`)}(); render items and call loadMore when the last one scrolls into view (an IntersectionObserver on the web, FlatList's onEndReached in React Native).`;
    case 'swiftui':
      return `show ${type}ListView(baseURL: URL(string: "https://api.example.com")!) in your navigation stack.`;
    case 'compose':
      return `create ${type}ListViewModel({ page, limit -> api.page(page, limit) }) with your client (or a ViewModelProvider.Factory) and call ${type}List(viewModel) in your screen.`;
    case 'server':
      switch (ctx.language) {
        case 'python':
          return `app.include_router(router), then GET ${collectionPath(ctx.entity)}?page=2&limit=20; FastAPI rejects a page below 1 or a limit above 100 with 422.`;
        case 'rust':
          return `let app = ${routes}(Store::default()); fill the store with your records (or replace the slice with a database query).`;
        case 'swift':
          return `${routes}(app) { await loadAll() } in configure(_ app:); paginate works on any array.`;
        case 'kotlin':
          return `routing { ${routes} { repository.all() } } with ContentNegotiation installed.`;
        default:
          return `await app.register(${routes}, { load: async () => repository.all() }); paginate works on any array.`;
      }
  }
}

export const paginationRecipe = defineRecipe({
  id: 'pagination',
  title: 'List with pagination',
  triggers: [
    /\bpaginat(?:e|ed|ion|ing)\b/i,
    /\bpag(?:ed|ing)\b/i,
    /\b(?:infinite|endless)\s+scroll/i,
    /\bload(?:ing)?\s+more\b/i,
    /\b(?:page|cursor|offset)\s+(?:and|&|\/)\s+(?:limit|size|page)\b/i,
    /\blazycolumn\b/i,
  ],
  code: {
    typescript: typescriptPagination,
    javascript: javascriptPagination,
    python: pythonPagination,
    swift: swiftPagination,
    kotlin: kotlinPagination,
    rust: rustPagination,
  },
  explain: (ctx) =>
    explanation(ctx, {
      summary: summary(ctx),
      aboutEntity: true,
      dependencies:
        shape(ctx) === 'hook'
          ? ['react']
          : shape(ctx) === 'compose'
            ? [
                'androidx.lifecycle:lifecycle-viewmodel-ktx',
                'androidx.lifecycle:lifecycle-runtime-compose',
                'androidx.compose.material3:material3',
                'org.jetbrains.kotlinx:kotlinx-serialization-json',
              ]
            : shape(ctx) === 'swiftui'
              ? []
              : SERVER_DEPENDENCIES[ctx.language],
      usage: usage(ctx),
    }),
});
