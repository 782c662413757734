import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { printMachine, root } from './lib/processes.ts';

const BUDGET_ROUTE = '/categories';
const BUDGET_BYTES = 200 * 1024;

// Building prints the same table; this reads the figures the build wrote, so they come from one run.
const build = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const sizes = JSON.parse(readFileSync(`${root}apps/web/dist/route-sizes.json`, 'utf8')) as Record<
  string,
  number
>;
printMachine();
for (const [route, bytes] of Object.entries(sizes)) {
  console.log(`${route}: ${(bytes / 1024).toFixed(1)} KB gzip`);
}
const budgetRoute = sizes[BUDGET_ROUTE];
if (budgetRoute === undefined) throw new Error(`No size was reported for ${BUDGET_ROUTE}.`);
console.log(
  `${BUDGET_ROUTE} JavaScript: ${(budgetRoute / 1024).toFixed(1)} KB gzip (target < ${BUDGET_BYTES / 1024} KB)`,
);
