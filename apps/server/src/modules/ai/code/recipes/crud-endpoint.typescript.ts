import { collectionPath, typeIdent, valueIdent } from '../code-names';
import type { FieldModel, RecipeContext } from '../code-recipe';
import { inputFields, isPassword, isServerSet, recordFields } from '../record-fields';
import { inWords, lines } from '../recipe-text';
import { zodField } from '../zod-fields';

/** What the server fills in: a new id, or the current time. */
const serverValue = (field: FieldModel) =>
  field.name === 'id' ? 'randomUUID()' : 'new Date().toISOString()';

const JSON_SCHEMA: Record<FieldModel['kind'], string> = {
  text: "{ type: 'string', minLength: 1 }",
  int: "{ type: 'integer' }",
  decimal: "{ type: 'number' }",
  money: "{ type: 'number', minimum: 0 }",
  bool: "{ type: 'boolean' }",
  date: "{ type: 'string', format: 'date' }",
  dateTime: "{ type: 'string', format: 'date-time' }",
  email: "{ type: 'string', format: 'email' }",
  url: "{ type: 'string', format: 'uri' }",
  list: "{ type: 'array', items: { type: 'string' } }",
};

const jsonSchema = (field: FieldModel) =>
  isPassword(field) ? "{ type: 'string', minLength: 8 }" : JSON_SCHEMA[field.kind];

/** The names both renderings share. */
function names(ctx: RecipeContext, language: 'typescript' | 'javascript') {
  const { entity } = ctx;
  const fields = recordFields(entity);
  const type = typeIdent(language, entity);
  return {
    type,
    schema: `${type.charAt(0).toLowerCase()}${type.slice(1)}InputSchema`,
    path: collectionPath(entity),
    store: valueIdent(language, entity.plural),
    routes: `${valueIdent(language, entity.name)}Routes`,
    fields,
    input: inputFields(entity),
    created: fields.filter(isServerSet).map((field) => `${field.name}: ${serverValue(field)}`),
    updated: fields
      .filter((field) => field.name === 'updatedAt')
      .map((field) => `${field.name}: ${serverValue(field)}`),
    label: inWords(entity.name),
  };
}

/** The five routes; `validated` reads the checked body into `input`. */
function routes(n: ReturnType<typeof names>, typed: boolean, validated: string[]) {
  const params = typed ? '<{ Params: { id: string } }>' : '';
  // JavaScript declares the JSON schemas Fastify checks; TypeScript checks the body with zod.
  const withId = typed ? '' : ' { schema: { params: idParams } },';
  const withIdAndBody = typed ? '' : ' { schema: { params: idParams, body: inputSchema } },';
  const withBody = typed ? '' : ' { schema: { body: inputSchema } },';
  return [
    `  app.get('${n.path}', async () => [...${n.store}.values()]);`,
    '',
    `  app.get${params}('${n.path}/:id',${withId} async (request, reply) => {`,
    `    return ${n.store}.get(request.params.id) ?? notFound(reply);`,
    '  });',
    '',
    `  app.post('${n.path}',${withBody} async (request, reply) => {`,
    ...validated,
    `    const created${typed ? `: ${n.type}` : ''} = { ...input, ${n.created.join(', ')} };`,
    `    ${n.store}.set(created.id, created);`,
    '    return reply.code(201).send(created);',
    '  });',
    '',
    `  app.put${params}('${n.path}/:id',${withIdAndBody} async (request, reply) => {`,
    `    const existing = ${n.store}.get(request.params.id);`,
    '    if (!existing) return notFound(reply);',
    ...validated,
    `    const updated${typed ? `: ${n.type}` : ''} = { ...existing, ...input${n.updated.map((entry) => `, ${entry}`).join('')} };`,
    `    ${n.store}.set(updated.id, updated);`,
    '    return updated;',
    '  });',
    '',
    `  app.delete${params}('${n.path}/:id',${withId} async (request, reply) => {`,
    `    if (!${n.store}.delete(request.params.id)) return notFound(reply);`,
    '    return reply.code(204).send();',
    '  });',
  ];
}

export function typescriptRoutes(ctx: RecipeContext): string {
  const n = names(ctx, 'typescript');
  const serverSet = n.fields.filter(isServerSet);
  return lines(
    "import { randomUUID } from 'node:crypto';",
    "import type { FastifyInstance, FastifyReply } from 'fastify';",
    "import { z } from 'zod';",
    '',
    `export const ${n.schema} = z.object({`,
    ...n.input.map((field) => `  ${field.name}: ${zodField(field, true)},`),
    '});',
    '',
    `export type ${n.type}Input = z.infer<typeof ${n.schema}>;`,
    '',
    `export interface ${n.type} extends ${n.type}Input {`,
    ...serverSet.map((field) => `  ${field.name}: string;`),
    '}',
    '',
    '// In memory for the example: swap the Map for a repository over your database.',
    `const ${n.store} = new Map<string, ${n.type}>();`,
    '',
    'const notFound = (reply: FastifyReply) =>',
    `  reply.code(404).send({ error: 'not_found', message: 'No ${n.label} has this id.' });`,
    '',
    `export async function ${n.routes}(app: FastifyInstance) {`,
    ...routes(n, true, [
      `    const parsed = ${n.schema}.safeParse(request.body);`,
      '    if (!parsed.success) {',
      "      return reply.code(400).send({ error: 'invalid_body', message: z.prettifyError(parsed.error) });",
      '    }',
      '    const input = parsed.data;',
    ]),
    '}',
    '',
  );
}

export function javascriptRoutes(ctx: RecipeContext): string {
  const n = names(ctx, 'javascript');
  return lines(
    "import { randomUUID } from 'node:crypto';",
    '',
    '// Fastify validates bodies and params against these JSON schemas and answers 400 on a mismatch.',
    'const inputSchema = {',
    "  type: 'object',",
    `  required: [${n.input.map((field) => `'${field.name}'`).join(', ')}],`,
    '  additionalProperties: false,',
    '  properties: {',
    ...n.input.map((field) => `    ${field.name}: ${jsonSchema(field)},`),
    '  },',
    '};',
    '',
    "const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } };",
    '',
    '// In memory for the example: swap the Map for a repository over your database.',
    `const ${n.store} = new Map();`,
    '',
    "/** @param {import('fastify').FastifyReply} reply */",
    'const notFound = (reply) =>',
    `  reply.code(404).send({ error: 'not_found', message: 'No ${n.label} has this id.' });`,
    '',
    "/** @param {import('fastify').FastifyInstance} app */",
    `export async function ${n.routes}(app) {`,
    ...routes(n, false, ['    const input = request.body;']),
    '}',
    '',
  );
}
