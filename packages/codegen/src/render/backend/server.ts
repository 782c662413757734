import { fieldType } from '../field-types.ts';
import { fateOfChildren, type AppModel } from '../model.ts';
import { json, lines } from '../names.ts';
import { numberChecks } from '../number-rules.ts';
import { routePathOf, routesPlugin } from './routes.ts';

/** The backend's server.ts, store.ts, package.json, tsconfig.json and README.md. */

/**
 * Exact versions: the generated backend is type-checked and run against these in this package's
 * tests (they are its devDependencies), so a developer installs what was verified.
 */
export const BACKEND_DEPENDENCIES: Record<string, string> = {
  '@fastify/cors': '11.4.3',
  fastify: '5.12.8',
  'fastify-type-provider-zod': '7.0.0',
  zod: '4.6.7',
};
export const BACKEND_DEV_DEPENDENCIES: Record<string, string> = {
  '@types/node': '26.6.6',
  tsx: '4.23.15',
  typescript: '6.0.3',
};

export function serverFile(model: AppModel) {
  const entities = [...model.entities].sort((a, b) => (a.kebabPlural < b.kebabPlural ? -1 : 1));
  return `${lines(
    "import cors from '@fastify/cors';",
    "import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';",
    "import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';",
    "import { resolve } from 'node:path';",
    "import { pathToFileURL } from 'node:url';",
    ...entities.map(
      (entity) => `import { ${routesPlugin(entity)} } from './routes/${entity.kebabPlural}';`,
    ),
    "import { bodyFields, validationError } from './schemas';",
    "import { Store } from './store';",
  )}

export interface ServerOptions {
  /** The SQLite database the records are saved in: DATA_FILE, or ./data.sqlite when unset. */
  dataFile?: string;
  logger?: boolean;
}

/** Every error answer is \`{ error, message }\`: a refused body adds the \`issues\` of each value. */
function errorAnswer(error: FastifyError) {
  if (hasZodFastifySchemaValidationErrors(error))
    return validationError(
      error.validation.flatMap((issue) => {
        const path = issue.instancePath.split('/').filter(Boolean);
        const keys = issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[]) : [];
        if (keys.length === 0) return [{ path, message: issue.message ?? 'Invalid value.' }];
        return keys.map((key) => ({ path: [...path, key], message: \`\${key} is not a field of this record.\` }));
      }),
    );
  const status = error.statusCode ?? 500;
  if (status >= 500) return { error: 'internal_error', message: 'Something went wrong on the server.' };
  const kind = status === 413 ? 'too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
  return { error: kind, message: error.message };
}

/** The API, ready for \`listen()\` or, in tests, \`inject()\`. */
export function buildServer(options: ServerOptions = {}): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false });
  const store = new Store(resolve(options.dataFile ?? process.env.DATA_FILE ?? 'data.sqlite'));
  app.addHook('onClose', async () => store.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The Expo app runs on another origin during development.
  app.register(cors, { origin: '*', methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] });

  // A record read and sent back may repeat what the server sets itself (id, times): they are ignored.
  app.addHook('preValidation', async (request) => {
    request.body = bodyFields(request.body);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error);
    if (answer.error === 'internal_error') request.log.error(error);
    return reply.code(answer.error === 'validation_failed' ? 400 : (error.statusCode ?? 500)).send(answer);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: 'not_found', message: \`No route \${request.method} \${request.url}\` }),
  );

  app.get('/health', async () => ({ status: 'ok' }));
${model.entities.map((entity) => `  app.register(${routesPlugin(entity)}, { store });`).join('\n')}
  return app;
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;

if (runDirectly) {
  const app = buildServer({ logger: true });
  app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '0.0.0.0' }).catch((error: unknown) => {
    app.log.error(error);
    process.exit(1);
  });
}
`;
}

export const STORE_FILE = `import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export interface StoredRecord {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export type Stored<T> = T & StoredRecord;

export interface Collection<T> {
  list(): Stored<T>[];
  get(id: string): Stored<T> | undefined;
  create(input: T): Stored<T>;
  /** Replaces a record's values, keeping its id and creation time. */
  replace(id: string, input: T): Stored<T> | undefined;
  remove(id: string): boolean;
}

interface Row {
  id: string;
  created_at: string;
  updated_at: string;
  data: string;
}

/** Kept in their own columns, not in a record's values. */
const STORED_KEYS = new Set(['id', 'createdAt', 'updatedAt']);

const fromRow = <T>(row: Row): Stored<T> =>
  ({ ...(JSON.parse(row.data) as T), id: row.id, createdAt: row.created_at, updatedAt: row.updated_at });

/**
 * Records in one SQLite database (Node's built-in driver): a row per record, its values as JSON.
 * Each change is one statement, and \`transaction()\` groups several, so a crash mid-write
 * leaves the database as it was before the change.
 */
export class Store {
  private readonly db: DatabaseSync;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new DatabaseSync(file);
    this.db.exec(\`PRAGMA journal_mode = WAL;
      CREATE TABLE IF NOT EXISTS records (
        collection TEXT NOT NULL,
        id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (collection, id)
      );\`);
  }

  collection<T extends object>(name: string): Collection<T> {
    const db = this.db;
    const one = (id: string) =>
      db.prepare('SELECT * FROM records WHERE collection = ? AND id = ?').get(name, id) as Row | undefined;
    const values = (input: T) =>
      JSON.stringify(Object.fromEntries(Object.entries(input).filter(([key]) => !STORED_KEYS.has(key))));
    return {
      list: () =>
        (db.prepare('SELECT * FROM records WHERE collection = ? ORDER BY rowid').all(name) as unknown as Row[]).map(
          (row) => fromRow<T>(row),
        ),
      get: (id) => {
        const row = one(id);
        return row ? fromRow<T>(row) : undefined;
      },
      create: (input) => {
        const now = new Date().toISOString();
        const row: Row = { id: randomUUID(), created_at: now, updated_at: now, data: values(input) };
        db.prepare('INSERT INTO records (collection, id, created_at, updated_at, data) VALUES (?, ?, ?, ?, ?)').run(
          name, row.id, row.created_at, row.updated_at, row.data,
        );
        return fromRow<T>(row);
      },
      replace: (id, input) => {
        const current = one(id);
        if (!current) return undefined;
        const row: Row = { ...current, updated_at: new Date().toISOString(), data: values(input) };
        db.prepare('UPDATE records SET updated_at = ?, data = ? WHERE collection = ? AND id = ?').run(
          row.updated_at, row.data, name, id,
        );
        return fromRow<T>(row);
      },
      remove: (id) => db.prepare('DELETE FROM records WHERE collection = ? AND id = ?').run(name, id).changes > 0,
    };
  }

  /** Runs \`change\` as one transaction: all of its writes are saved, or none. */
  transaction<R>(change: () => R): R {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = change();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  close() {
    if (this.db.isOpen) this.db.close();
  }
}
`;

export function backendPackageJson(model: AppModel) {
  return json({
    name: `${model.spec.slug}-api`,
    version: '1.0.0',
    private: true,
    type: 'module',
    scripts: {
      dev: 'tsx watch src/server.ts',
      start: 'tsx src/server.ts',
      test: 'tsx --test src/api.test.ts',
      typecheck: 'tsc --noEmit',
    },
    engines: { node: '>=22.13' },
    dependencies: BACKEND_DEPENDENCIES,
    devDependencies: BACKEND_DEV_DEPENDENCIES,
  });
}

export const BACKEND_TSCONFIG = json({
  compilerOptions: {
    target: 'ES2022',
    module: 'preserve',
    moduleResolution: 'bundler',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    esModuleInterop: true,
    isolatedModules: true,
    verbatimModuleSyntax: true,
    types: ['node'],
  },
  include: ['src'],
});

export function backendReadme(model: AppModel) {
  const first = model.entities[0]!;
  const example = Object.fromEntries(
    first.fields
      .filter((field) => field.required || field.type !== 'relation')
      .map((field) => [field.name, fieldType(field).example(field)]),
  );
  const rows = model.entities.flatMap((entity) => {
    const path = routePathOf(entity);
    return [
      `| GET | \`${path}\` | all ${entity.lowerPlural} |`,
      `| GET | \`${path}/:id\` | one ${entity.label.toLowerCase()} (404 when unknown) |`,
      `| POST | \`${path}\` | create (400 when the body is invalid) |`,
      `| PUT | \`${path}/:id\` | replace its values: the whole record, as on create |`,
      `| PATCH | \`${path}/:id\` | change the values sent and keep the others |`,
      `| DELETE | \`${path}/:id\` | delete it.${entity.children.map((link) => ` ${fateOfChildren(link)}`).join('')} |`,
      ...entity.children.map(
        (link) =>
          `| GET | \`${path}/:id/${link.segment}\` | its ${link.entity.lowerPlural} (404 when it is unknown) |`,
      ),
    ];
  });
  const rules = model.entities.flatMap((entity) =>
    entity.fields
      .map((field) => ({ field, checks: numberChecks(field) }))
      .filter(({ checks }) => checks.length > 0)
      .map(
        ({ field, checks }) =>
          `- ${entity.lowerPlural}, \`${field.name}\`: ${checks.map((check) => check.message).join(' ')}`,
      ),
  );
  return `# ${model.spec.appName} API

A Fastify 5 + zod REST API for ${model.spec.appName}. Records are saved in a SQLite database, through
Node's built-in \`node:sqlite\` driver: the file \`DATA_FILE\`, default \`./data.sqlite\` (with its
\`-wal\` and \`-shm\` files beside it while the API runs). Every change is written in a transaction,
so a crash mid-write loses nothing saved before it. Node 22.13 or later is needed.

## Run it

\`\`\`sh
npm install && npm run dev
\`\`\`

The API listens on port \`PORT\` (default 3000): try \`curl http://localhost:3000/health\`.
\`npm start\` runs it without watching; \`npm run typecheck\` checks the types; \`npm test\` runs its
tests (\`src/api.test.ts\`, Node's test runner): each kind of record created, listed, read, changed
and deleted, and the bodies it refuses.

## Run the app with it

The Expo app is in \`../frontend\`. It keeps its records on the device unless it is given this API's
address, which must be one the phone can reach: your computer's LAN IP, not \`localhost\`:

\`\`\`sh
cd ../frontend
npm install
EXPO_PUBLIC_API_URL=http://<your computer's LAN IP>:3000 npx expo start
\`\`\`

Every answer allows any origin (\`@fastify/cors\`, registered in \`src/server.ts\`), so the app's web
version, served from another port, can call the API too.

## Endpoints

| Method | Path | |
| --- | --- | --- |
${rows.join('\n')}

Invalid bodies get \`400 { "error": "validation_failed", "message", "issues" }\`: a missing
required field, a value of the wrong kind or outside its field's rules, a link to a record that does
not exist, or a field the record does not have (\`id\`, \`createdAt\` and \`updatedAt\` may be sent
back: they are ignored). Each issue names the value and says what is wrong in words a person reads
("Name is required.", "Price must be a number."). Unknown ids get
\`404 { "error": "not_found", "message" }\`; every other error answer has the same
\`{ "error", "message" }\` shape.
${rules.length > 0 ? `\nNumbers keep to their field's rules, which the app's form checks too:\n\n${rules.join('\n')}\n` : ''}
\`\`\`sh
curl -X POST http://localhost:3000${routePathOf(first)} \\
  -H 'content-type: application/json' \\
  -d '${JSON.stringify(example).replace(/'/g, "'\\''")}'
\`\`\`

## Code

- \`src/server.ts\`: \`buildServer()\` (used by tests with \`app.inject\`), and \`listen()\` when run directly
- \`src/api.test.ts\`: the tests \`npm test\` runs, through \`app.inject\` on a fresh data file
- \`src/routes/\`: one file per kind of record
- \`src/schemas.ts\`: the zod schemas of the request bodies, used as the routes' schemas
  (\`fastify-type-provider-zod\`), so each handler's \`request.body\` is typed from them
- \`src/store.ts\`: the SQLite store
`;
}
