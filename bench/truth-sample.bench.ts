import type { TruthReport } from '../packages/shared/src/contracts/truth-report.ts';
import { BEHAVIOUR_BLOCKS } from '../packages/codegen/src/corpus/behaviour-blocks.ts';
import { BEHAVIOUR_CORPUS } from '../packages/codegen/src/corpus/behaviours.ts';
import { DATA_MODEL_CASES } from '../packages/codegen/src/corpus/data-models.ts';
import { NEW_APPS } from '../packages/codegen/src/corpus/new-apps.ts';
import { printMachine, requireBuild, startBenchServer } from './lib/processes.ts';
import { benchApi } from './lib/projects.ts';

/**
 * The Truth Report on ten corpus apps chosen at random (issue 31's target: at least 8 READY):
 * each app's verdict, and what every gate that is not a pass says. The seed is the first
 * argument, or today's date, and is printed so that a run can be repeated.
 */

const PORT = '5436';
const BASE = `http://127.0.0.1:${PORT}`;
const SAMPLE = 10;

/** A small seeded generator (mulberry32), so a seed always picks the same apps. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const prompts = [
  ...new Set([
    ...NEW_APPS.map((app) => app.prompt),
    ...DATA_MODEL_CASES.map((entry) => entry.prompt),
    ...[...BEHAVIOUR_CORPUS, ...BEHAVIOUR_BLOCKS.flatMap((block) => block.cases)].map(
      (entry) => entry.prompt,
    ),
  ]),
];
const seed = Number(process.argv[2] ?? new Date().toISOString().slice(0, 10).replaceAll('-', ''));
const random = seeded(seed);
const chosen: string[] = [];
while (chosen.length < SAMPLE) {
  const prompt = prompts[Math.floor(random() * prompts.length)]!;
  if (!chosen.includes(prompt)) chosen.push(prompt);
}

requireBuild();
printMachine();
console.log(`seed ${seed}: ${SAMPLE} of ${prompts.length} corpus prompts`);
const { cookie, stop } = await startBenchServer('truth-sample', PORT);
const { call, projectFrom } = benchApi(BASE, cookie);
const verdicts: string[] = [];
try {
  for (const prompt of chosen) {
    const projectId = await projectFrom(prompt);
    const { data: report } = await call<{ data: TruthReport }>(
      'POST',
      `/api/truth-report/generate?projectId=${projectId}`,
      {},
    );
    verdicts.push(report.verdict);
    console.log(
      `\n${report.verdict}  "${prompt.slice(0, 90)}" (${Math.round(report.durationMs / 1000)} s)`,
    );
    for (const gate of [...report.blockers, ...report.reviews]) {
      const { summary } = report[gate];
      console.log(`  ${gate}: ${summary}`);
    }
  }
} finally {
  await stop();
}
const ready = verdicts.filter((verdict) => verdict === 'READY').length;
console.log(`\nREADY ${ready} of ${SAMPLE} (target at least 8)`);
