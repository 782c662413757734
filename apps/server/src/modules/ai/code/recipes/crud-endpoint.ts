import type { CodeLanguage } from '@appforge/shared/contracts/ai';
import { collectionPath, typeIdent, valueIdent } from '../code-names';
import { defineRecipe, type RecipeContext } from '../code-recipe';
import { explanation } from '../recipe-text';
import { javascriptRoutes, typescriptRoutes } from './crud-endpoint.typescript';
import { pythonRouter, rustRouter } from './crud-endpoint.python-rust';
import { kotlinKtorRoutes, swiftVaporRoutes } from './crud-endpoint.swift-kotlin';
import { REST_CLIENTS } from './rest-client';

const SERVER_ROUTES: Record<CodeLanguage, (ctx: RecipeContext) => string> = {
  typescript: typescriptRoutes,
  javascript: javascriptRoutes,
  python: pythonRouter,
  swift: swiftVaporRoutes,
  kotlin: kotlinKtorRoutes,
  rust: rustRouter,
};

/** An endpoint lives on a server: a phone app gets the client-side repository that calls it. */
const onPhone = (ctx: RecipeContext) => ctx.platform === 'ios' || ctx.platform === 'android';

const render = (ctx: RecipeContext) =>
  (onPhone(ctx) ? REST_CLIENTS : SERVER_ROUTES)[ctx.language](ctx);

const SERVER_DEPENDENCIES: Record<CodeLanguage, string[]> = {
  typescript: ['fastify', 'zod (v4)'],
  javascript: ['fastify'],
  python: ['fastapi', 'pydantic', 'uvicorn (to serve it)'],
  swift: ['Vapor 4 (https://github.com/vapor/vapor)'],
  kotlin: [
    'io.ktor:ktor-server-core',
    'io.ktor:ktor-server-content-negotiation',
    'io.ktor:ktor-serialization-kotlinx-json',
    'the Kotlin serialization Gradle plugin',
  ],
  rust: [
    'axum 0.8',
    'tokio (features = ["full"])',
    'serde (features = ["derive"])',
    'uuid (features = ["v4"])',
  ],
};

function serverUsage(ctx: RecipeContext): string {
  const name = ctx.entity.name;
  switch (ctx.language) {
    case 'typescript':
    case 'javascript':
      return `register it with await app.register(${valueIdent(ctx.language, name)}Routes) on your Fastify instance, then POST JSON to ${collectionPath(ctx.entity)}. A bad body answers 400 with the reason.`;
    case 'python':
      return `app.include_router(router) on your FastAPI app, then run uvicorn main:app; FastAPI answers 422 with the fields that do not fit and documents the routes at /docs.`;
    case 'swift':
      return `in configure(_ app:) call ${valueIdent('swift', `${name} routes`)}(app, store: ${typeIdent('swift', ctx.entity)}Store()). Vapor answers 400 with the failed validations.`;
    case 'kotlin':
      return `install ContentNegotiation { json() } in your Ktor module and call ${valueIdent('kotlin', `${name} routes`)}() inside routing { }. An invalid body answers 422 with a message per field.`;
    case 'rust':
      return `let app = ${valueIdent('rust', name)}_routes(); then axum::serve(listener, app).await in your tokio main. Bodies that do not match the struct answer 422.`;
  }
}

export const crudEndpointRecipe = defineRecipe({
  id: 'crud-endpoint',
  title: 'CRUD endpoint',
  triggers: [
    /\bcrud\b/i,
    /\b(?:rest(?:ful)?|api|http)\s+(?:endpoints?|routes?|resource|controller|server|backend)\b/i,
    /\b(?:endpoints?|routes?|router|controller|handlers?)\b.*\b(?:create|read|update|delete|list)\b/i,
    /\b(?:create|add|build|write|make|implement)\b.*\b(?:endpoints?|routes?|router|controller)\b/i,
    /\b(?:fastapi|express|fastify|axum|vapor|ktor server|ktor routing)\b/i,
  ],
  code: {
    typescript: render,
    javascript: render,
    python: render,
    swift: render,
    kotlin: render,
    rust: render,
  },
  explain: (ctx) => {
    const path = collectionPath(ctx.entity);
    if (onPhone(ctx)) {
      return explanation(ctx, {
        summary: `An endpoint runs on a server, so for ${ctx.platform === 'ios' ? 'iOS' : 'Android'} this is the client-side repository that calls the CRUD endpoint at ${path}: list, get, create, update and delete, each with a timeout and retries with exponential backoff (POST is never retried). Pick the backend platform to get the server routes themselves.`,
        aboutEntity: true,
        dependencies: [],
        usage: `create one ${typeIdent(ctx.language, ctx.entity)}Client with your server's base URL and call its methods from your view model.`,
      });
    }
    return explanation(ctx, {
      summary: `CRUD routes for ${path}: GET (all), GET /:id, POST (201 with the new record), PUT /:id and DELETE /:id (204), validating the body and answering 404 for an unknown id. The server sets the id${ctx.entity.fields.some((field) => field.name === 'createdAt') ? ' and createdAt' : ''}; records live in memory until you swap the store for your database.`,
      aboutEntity: true,
      dependencies: SERVER_DEPENDENCIES[ctx.language],
      usage: serverUsage(ctx),
    });
  },
});
