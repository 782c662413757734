import { collectionPath, typeIdent, valueIdent } from '../code-names';
import type { RecipeContext } from '../code-recipe';
import { jsTypedef, tsInterface } from '../entity-declarations';
import { recordFields } from '../record-fields';
import { lines } from '../recipe-text';

const PAGE_FIELDS = [
  '  items: ITEM[];',
  '  page: number;',
  '  limit: number;',
  '  total: number;',
  '  hasMore: boolean;',
];

/** The answer a paginated list gives, shared by the server route and the hook. */
const pageInterface = (type: string) =>
  lines(
    `export interface ${type}Page {`,
    ...PAGE_FIELDS.map((line) => line.replace('ITEM', type)),
    '}',
  );

const pageTypedef = (type: string) =>
  lines(
    '/**',
    ` * @typedef {object} ${type}Page`,
    ` * @property {${type}[]} items`,
    ' * @property {number} page 1-based',
    ' * @property {number} limit',
    ' * @property {number} total',
    ' * @property {boolean} hasMore',
    ' */',
  );

/** `paginate` in either language; `typed` adds the TypeScript annotations. */
const paginate = (type: string, typed: boolean) => [
  '/** One page of `items` (1-based); the last page may be short, a page past the end is empty. */',
  typed
    ? `export function paginate(items: ${type}[], page: number, limit: number): ${type}Page {`
    : `/** @returns {${type}Page} */\nexport function paginate(items, page, limit) {`,
  '  const start = (page - 1) * limit;',
  '  return {',
  '    items: items.slice(start, start + limit),',
  '    page,',
  '    limit,',
  '    total: items.length,',
  '    hasMore: start + limit < items.length,',
  '  };',
  '}',
];

export function typescriptPagination(ctx: RecipeContext): string {
  const type = typeIdent('typescript', ctx.entity);
  const fields = recordFields(ctx.entity);
  const path = collectionPath(ctx.entity);
  if (ctx.platform === 'backend') {
    return lines(
      "import type { FastifyInstance } from 'fastify';",
      "import { z } from 'zod';",
      '',
      tsInterface(ctx.entity, { fields }),
      '',
      pageInterface(type),
      '',
      'const pageQuery = z.object({',
      '  page: z.coerce.number().int().min(1).default(1),',
      '  limit: z.coerce.number().int().min(1).max(100).default(20),',
      '});',
      '',
      ...paginate(type, true),
      '',
      `/** GET ${path}?page=1&limit=20. With a database, ask for LIMIT/OFFSET and a COUNT(*) instead of slicing. */`,
      `export async function ${valueIdent('typescript', `${ctx.entity.name} page routes`)}(`,
      '  app: FastifyInstance,',
      `  options: { load: () => Promise<${type}[]> },`,
      ') {',
      `  app.get('${path}', async (request, reply) => {`,
      '    const query = pageQuery.safeParse(request.query);',
      '    if (!query.success) {',
      "      return reply.code(400).send({ error: 'invalid_query', message: z.prettifyError(query.error) });",
      '    }',
      '    return paginate(await options.load(), query.data.page, query.data.limit);',
      '  });',
      '}',
      '',
    );
  }
  return lines(
    "import { useCallback, useEffect, useRef, useState } from 'react';",
    '',
    tsInterface(ctx.entity, { fields }),
    '',
    pageInterface(type),
    '',
    ...hookBody(ctx, true),
  );
}

export function javascriptPagination(ctx: RecipeContext): string {
  const type = typeIdent('javascript', ctx.entity);
  const fields = recordFields(ctx.entity);
  const path = collectionPath(ctx.entity);
  if (ctx.platform === 'backend') {
    return lines(
      jsTypedef(ctx.entity, { fields }),
      '',
      pageTypedef(type),
      '',
      '// Fastify checks and converts the query against this schema, filling in the defaults.',
      'const pageQuery = {',
      "  type: 'object',",
      '  properties: {',
      "    page: { type: 'integer', minimum: 1, default: 1 },",
      "    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },",
      '  },',
      '};',
      '',
      ...paginate(type, false),
      '',
      `/**`,
      ` * GET ${path}?page=1&limit=20. With a database, ask for LIMIT/OFFSET and a COUNT(*) instead of slicing.`,
      ` * @param {import('fastify').FastifyInstance} app`,
      ` * @param {{ load: () => Promise<${type}[]> }} options`,
      ' */',
      `export async function ${valueIdent('javascript', `${ctx.entity.name} page routes`)}(app, options) {`,
      `  app.get('${path}', { schema: { querystring: pageQuery } }, async (request) =>`,
      '    paginate(await options.load(), request.query.page, request.query.limit),',
      '  );',
      '}',
      '',
    );
  }
  return lines(
    "import { useCallback, useEffect, useRef, useState } from 'react';",
    '',
    jsTypedef(ctx.entity, { fields }),
    '',
    pageTypedef(type),
    '',
    ...hookBody(ctx, false),
  );
}

/** The React hook (web, or React Native on a phone): pages appended as the list reaches its end. */
function hookBody(ctx: RecipeContext, typed: boolean): string[] {
  const language = typed ? 'typescript' : 'javascript';
  const type = typeIdent(language, ctx.entity);
  const path = collectionPath(ctx.entity);
  const t = (annotation: string) => (typed ? annotation : '');
  // JavaScript states the initial values' types in JSDoc casts, as checkJs reads them.
  const initial = (type: string, value: string) =>
    typed ? `<${type}>(${value})` : `(/** @type {${type}} */ (${value}))`;
  return [
    `/** Loads ${path} a page at a time; call loadMore when the end of the list comes into view. */`,
    `export function ${valueIdent(language, `use ${ctx.entity.name} pages`)}(baseUrl${t(': string')} = '', limit = 20) {`,
    `  const [items, setItems] = useState${initial(`${type}[]`, '[]')};`,
    '  const [page, setPage] = useState(0);',
    '  const [hasMore, setHasMore] = useState(true);',
    '  const [loading, setLoading] = useState(false);',
    `  const [error, setError] = useState${initial('Error | null', 'null')};`,
    '  // One request at a time: scrolling asks again and again while a page is on its way.',
    '  const inFlight = useRef(false);',
    '',
    '  const loadMore = useCallback(async () => {',
    '    if (inFlight.current || !hasMore) return;',
    '    inFlight.current = true;',
    '    setLoading(true);',
    '    try {',
    '      const next = page + 1;',
    `      const response = await fetch(\`\${baseUrl}${path}?page=\${next}&limit=\${limit}\`);`,
    '      if (!response.ok) throw new Error(`Loading page ${next} failed (${response.status})`);',
    `      const body${t(`: ${type}Page`)} = await response.json();`,
    '      setItems((current) => [...current, ...body.items]);',
    '      setPage(next);',
    '      setHasMore(body.hasMore);',
    '      setError(null);',
    '    } catch (caught) {',
    '      setError(caught instanceof Error ? caught : new Error(String(caught)));',
    '    } finally {',
    '      inFlight.current = false;',
    '      setLoading(false);',
    '    }',
    '  }, [baseUrl, limit, page, hasMore]);',
    '',
    '  // The first page loads by itself; the next ones when the list asks.',
    '  useEffect(() => {',
    '    if (page === 0) void loadMore();',
    '  }, [page, loadMore]);',
    '',
    '  return { items, loading, error, hasMore, loadMore };',
    '}',
    '',
  ];
}
