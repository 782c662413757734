import { camelCase, kebabCase } from 'change-case';
import type { AppSpec, Entity, Field } from '../app-spec.ts';

export const BACKEND_DEPENDENCIES: Record<string, string> = { fastify: '^5.6.0', zod: '^4.1.0' };

const zodFor = (field: Field) => {
  const base =
    field.type === 'number' ? 'z.number().nullable()'
    : field.type === 'boolean' ? 'z.boolean()'
    : field.type === 'date' ? "z.union([z.literal(''), z.string().regex(/^\\d{4}-\\d{2}-\\d{2}$/, 'must be YYYY-MM-DD')])"
    : field.type === 'select' ? `z.enum(${JSON.stringify(field.options ?? [])}).or(z.literal(''))`
    : field.required ? 'z.string().trim().min(1)' : 'z.string()';
  return field.required ? base : `${base}.optional()`;
};

function schemasFile(spec: AppSpec) {
  return `import { z } from 'zod';

${spec.entities
  .map(
    (entity) => `export const ${camelCase(entity.name)}Schema = z.object({
${entity.fields.map((field) => `  ${field.name}: ${zodFor(field)},`).join('\n')}
});
export type ${entity.name}Input = z.infer<typeof ${camelCase(entity.name)}Schema>;`,
  )
  .join('\n\n')}
`;
}

const storeFile = `import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Records kept in memory and, when a file is given, saved to it as JSON after every change. */
export class Store<T extends object> {
  private readonly records = new Map<string, T & { id: string }>();

  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      for (const record of JSON.parse(readFileSync(file, 'utf8')) as (T & { id: string })[]) this.records.set(record.id, record);
    }
  }

  list() {
    return [...this.records.values()];
  }

  get(id: string) {
    return this.records.get(id);
  }

  create(values: T) {
    const record = { ...values, id: randomUUID() };
    this.records.set(record.id, record);
    this.save();
    return record;
  }

  update(id: string, values: Partial<T>) {
    const current = this.records.get(id);
    if (!current) return undefined;
    const next = { ...current, ...values, id };
    this.records.set(id, next);
    this.save();
    return next;
  }

  remove(id: string) {
    const removed = this.records.delete(id);
    this.save();
    return removed;
  }

  private save() {
    if (this.file) writeFileSync(this.file, JSON.stringify(this.list(), null, 2));
  }
}
`;

function routesFile(entity: Entity) {
  const schema = `${camelCase(entity.name)}Schema`;
  const path = `/api/${kebabCase(entity.pluralName)}`;
  return `import type { FastifyInstance } from 'fastify';
import { ${schema}, type ${entity.name}Input } from '../schemas';
import { Store } from '../store';

export async function ${camelCase(entity.pluralName)}Routes(app: FastifyInstance) {
  const store = new Store<${entity.name}Input>(process.env.DATA_FILE_${entity.pluralName.toUpperCase()});
  const notFound = { error: 'not_found', message: 'No such ${entity.name.toLowerCase()}.' };

  app.get('${path}', async () => store.list());

  app.get<{ Params: { id: string } }>('${path}/:id', async (request, reply) => {
    return store.get(request.params.id) ?? reply.status(404).send(notFound);
  });

  app.post('${path}', async (request, reply) => {
    const parsed = ${schema}.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'validation_failed', issues: parsed.error.issues });
    return reply.status(201).send(store.create(parsed.data));
  });

  app.put<{ Params: { id: string } }>('${path}/:id', async (request, reply) => {
    const parsed = ${schema}.partial().safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'validation_failed', issues: parsed.error.issues });
    return store.update(request.params.id, parsed.data) ?? reply.status(404).send(notFound);
  });

  app.delete<{ Params: { id: string } }>('${path}/:id', async (request, reply) => {
    return store.remove(request.params.id) ? reply.status(204).send() : reply.status(404).send(notFound);
  });
}
`;
}

function serverFile(spec: AppSpec) {
  return `import Fastify from 'fastify';
${spec.entities.map((entity) => `import { ${camelCase(entity.pluralName)}Routes } from './routes/${kebabCase(entity.pluralName)}';`).join('\n')}

const app = Fastify({ logger: true });
${spec.entities.map((entity) => `await app.register(${camelCase(entity.pluralName)}Routes);`).join('\n')}
app.get('/health', async () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' });
`;
}

export function backendFiles(spec: AppSpec): Record<string, string> {
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(
      {
        name: `${spec.slug}-api`,
        version: '1.0.0',
        private: true,
        type: 'module',
        scripts: { dev: 'tsx watch src/server.ts', start: 'tsx src/server.ts' },
        dependencies: BACKEND_DEPENDENCIES,
        devDependencies: { tsx: '^4.20.0', typescript: '^5.9.0', '@types/node': '^22.0.0' },
      },
      null,
      2,
    )}\n`,
    'src/server.ts': serverFile(spec),
    'src/store.ts': storeFile,
    'src/schemas.ts': schemasFile(spec),
  };
  for (const entity of spec.entities) files[`src/routes/${kebabCase(entity.pluralName)}.ts`] = routesFile(entity);
  return files;
}

export const routePath = (entity: Entity) => `/api/${kebabCase(entity.pluralName)}`;
