import { printMachine, requireBuild, startBenchServer } from './lib/processes.ts';

const PORT = '5431';
const BASE = `http://127.0.0.1:${PORT}`;
const LANGUAGES = ['typescript', 'javascript', 'python', 'swift', 'kotlin', 'rust'];
const PROMPTS = [
  'a data model for a recipe with name, servings and cook time',
  'a REST client for products with title, price and in stock, with retry and timeout',
  'form validation for a sign-up form with email, password and name',
  'debounce a search input',
  'parse a CSV of contacts with name, email and phone',
  'a unit test for a function that formats prices',
];
const ANALYSES = 10;
const ROUNDS = 3;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** A ~300-line TypeScript module: services, loops and a few planted problems, as pasted code is. */
function threeHundredLines(): string {
  const lines: string[] = [
    'interface Item { id: number; name: string; price: number; tags: string[] }',
    '',
  ];
  for (let block = 0; lines.length < 300; block += 1) {
    lines.push(
      `export async function load${block}(ids: number[], fetchItem: (id: number) => Promise<Item>) {`,
      '  const items: Item[] = [];',
      '  for (const id of ids) {',
      '    items.push(await fetchItem(id));',
      '  }',
      `  const unused${block} = items.length;`,
      '  return items.filter((item) => item.price > 0).map((item) => item.name);',
      '}',
      '',
      `export function total${block}(items: Item[]): number {`,
      '  let sum = 0;',
      '  for (const item of items) {',
      '    if (items.indexOf(item) == -1) continue;',
      '    sum += item.price;',
      '  }',
      '  return sum;',
      '}',
      '',
    );
  }
  return lines.join('\n');
}

async function post(path: string, body: unknown, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { success?: boolean; findings?: unknown[] };
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { ms, json };
}

requireBuild();
printMachine();
const { cookie, stop } = await startBenchServer('ai', PORT);
try {
  const generate = (prompt: string, language: string) =>
    post('/api/ai/generate-code', { prompt, language, context: { platform: 'backend' } }, cookie);
  const cold: string[] = [];
  for (const language of LANGUAGES) {
    const { ms } = await generate(PROMPTS[0]!, language);
    cold.push(`${language} ${ms.toFixed(1)} ms`);
  }
  console.log(`generate-code, first request per language: ${cold.join(', ')}`);
  const generations: number[] = [];
  let answered = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const language of LANGUAGES) {
      for (const prompt of PROMPTS) {
        const { ms, json } = await generate(prompt, language);
        generations.push(ms);
        if (json.success) answered += 1;
      }
    }
  }
  console.log(
    `generate-code (built-in, parse-checked, saved to history), ${generations.length} requests ` +
      `(${answered} answered with code): p50 ${percentile(generations, 0.5).toFixed(1)} ms, ` +
      `p95 ${percentile(generations, 0.95).toFixed(1)} ms (target p95 < 50 ms)`,
  );

  const code = threeHundredLines();
  for (const mode of ['issues', 'performance'] as const) {
    const times: number[] = [];
    let findings = 0;
    for (let i = 0; i < ANALYSES; i += 1) {
      const { ms, json } = await post(
        '/api/ai/analyze',
        { code, language: 'typescript', mode },
        cookie,
      );
      times.push(ms);
      findings = json.findings?.length ?? 0;
    }
    console.log(
      `analyze ${mode}, a ${code.split('\n').length}-line TypeScript file, ${ANALYSES} in a row: first ${times[0]!.toFixed(1)} ms, ` +
        `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms ` +
        `(target p95 < 500 ms), ${findings} findings`,
    );
  }
} finally {
  await stop();
}
