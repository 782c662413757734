import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppSpec } from '../app-spec.ts';
import { corpusSpecs } from '../corpus/corpus-specs.ts';
import { ROOT, writeBackendTo } from './backend-test-support.ts';
import { ALL_SPECS } from './test-specs.ts';

/**
 * The tests a generated backend ships (`npm test`: `tsx --test src/api.test.ts`), run as its
 * package.json runs them, for the fixtures and a fixed sample of the corpus: every 20th app.
 */

const root = `${ROOT.replace(/\/$/, '')}-own-tests`;
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const SAMPLE_EVERY = 20;

afterAll(() => rmSync(root, { recursive: true, force: true }));

interface TestRun {
  passed: number;
  failed: number;
  output: string;
}

/** Runs the given backends' own tests with Node's test runner (TAP), as `npm test` would. */
function runOwnTests(dirs: string[]): Promise<TestRun> {
  const files = dirs.map((dir) => join(dir, 'src/api.test.ts'));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsx, '--test', '--test-reporter=tap', ...files],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      (_error, stdout, stderr) => {
        const count = (name: string) =>
          Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(stdout)?.[1]);
        resolve({ passed: count('pass'), failed: count('fail'), output: `${stdout}\n${stderr}` });
      },
    );
  });
}

const sample: AppSpec[] = [
  ...Object.values(ALL_SPECS),
  ...corpusSpecs().filter((_spec, index) => index % SAMPLE_EVERY === 0),
];

describe('the tests a generated backend ships', () => {
  it(`pass for the fixtures and every ${SAMPLE_EVERY}th corpus app`, async () => {
    const dirs = sample.map((spec, index) =>
      writeBackendTo(join(root, `${index}-${spec.slug}`), spec),
    );
    const run = await runOwnTests(dirs);
    expect(run.failed, run.output).toBe(0);
    // A health check, one test per record type and the deletes, for every app.
    expect(run.passed).toBeGreaterThanOrEqual(sample.length * 3);
  }, 300_000);

  it('fail when the API answers otherwise than they expect', async () => {
    const [first] = Object.values(ALL_SPECS);
    const dir = writeBackendTo(join(root, 'broken'), first!);
    const server = join(dir, 'src/server.ts');
    writeFileSync(
      server,
      readFileSync(server, 'utf8').replace("{ status: 'ok' }", "{ status: 'starting' }"),
    );
    const routes = join(dir, 'src/routes');
    const [routeFile] = readdirSync(routes);
    const route = join(routes, routeFile!);
    writeFileSync(route, readFileSync(route, 'utf8').replace('reply.code(201)', 'reply.code(200)'));
    const run = await runOwnTests([dir]);
    expect(run.failed).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
