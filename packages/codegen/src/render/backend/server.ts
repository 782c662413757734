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
export const BACKEND_DEPENDENCIES: Record<string, string> = { fastify: '5.12.8', zod: '4.6.7' };
export const BACKEND_DEV_DEPENDENCIES: Record<string, string> = {
  '@types/node': '26.6.6',
  tsx: '4.23.15',
  typescript: '6.0.3',
};

export function serverFile(model: AppModel) {
  const entities = [...model.entities].sort((a, b) => (a.kebabPlural < b.kebabPlural ? -1 : 1));
  return `${lines(
    "import Fastify, { type FastifyInstance } from 'fastify';",
    "import { resolve } from 'node:path';",
    "import { pathToFileURL } from 'node:url';",
    ...entities.map(
      (entity) => `import { ${routesPlugin(entity)} } from './routes/${entity.kebabPlural}';`,
    ),
    "import { Store } from './store';",
  )}

export interface ServerOptions {
  /** Where records are saved: DATA_FILE, or ./data.json when unset. */
  dataFile?: string;
  logger?: boolean;
}

/** The API, ready for \`listen()\` or, in tests, \`inject()\`. */
export function buildServer(options: ServerOptions = {}): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false });
  const store = new Store(resolve(options.dataFile ?? process.env.DATA_FILE ?? 'data.json'));

  // The Expo app runs on another origin during development.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    reply.header('access-control-allow-headers', 'content-type');
    return payload;
  });
  app.options('/*', async (_request, reply) => reply.code(204).send());

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
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

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

/**
 * Every record in memory, saved to one JSON file after each change. The file is written to a
 * temporary file first and then renamed over the old one, so a crash never leaves half a file.
 */
export class Store {
  private readonly file: string;
  private readonly data: Record<string, StoredRecord[]>;

  constructor(file: string) {
    this.file = file;
    this.data = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, StoredRecord[]>) : {};
  }

  collection<T extends object>(name: string): Collection<T> {
    const records = (): Stored<T>[] => (this.data[name] ??= []) as Stored<T>[];
    return {
      list: () => records(),
      get: (id) => records().find((record) => record.id === id),
      create: (input) => {
        const now = new Date().toISOString();
        const record = { ...input, id: randomUUID(), createdAt: now, updatedAt: now };
        records().push(record);
        this.save();
        return record;
      },
      replace: (id, input) => {
        const list = records();
        const index = list.findIndex((record) => record.id === id);
        const current = list[index];
        if (!current) return undefined;
        const record = { ...input, id, createdAt: current.createdAt, updatedAt: new Date().toISOString() };
        list[index] = record;
        this.save();
        return record;
      },
      remove: (id) => {
        const list = records();
        const index = list.findIndex((record) => record.id === id);
        if (index === -1) return false;
        list.splice(index, 1);
        this.save();
        return true;
      },
    };
  }

  private save() {
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = \`\${this.file}.\${process.pid}.tmp\`;
    writeFileSync(temporary, JSON.stringify(this.data, null, 2));
    renameSync(temporary, this.file);
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
    engines: { node: '>=22' },
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

A Fastify 5 + zod REST API for ${model.spec.appName}. Records are kept in memory and saved to a JSON
file (\`DATA_FILE\`, default \`./data.json\`) after every change.

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

Every answer allows any origin (the CORS headers in \`src/server.ts\`), so the app's web version,
served from another port, can call the API too.

## Endpoints

| Method | Path | |
| --- | --- | --- |
${rows.join('\n')}

Invalid bodies get \`400 { "error": "validation_failed", "message", "issues" }\`: a missing
required field, a value of the wrong kind or outside its field's rules, a link to a record that does
not exist, or a field the record does not have (\`id\`, \`createdAt\` and \`updatedAt\` may be sent
back: they are ignored). Unknown ids get \`404 { "error": "not_found", "message" }\`.
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
- \`src/schemas.ts\`: the zod schemas of the request bodies
- \`src/store.ts\`: the JSON-file store
`;
}
