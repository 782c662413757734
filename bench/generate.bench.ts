import { generate } from '@appforge/codegen/index';
import { FOLLOW_UPS } from '@appforge/codegen/corpus/follow-ups';
import { NEW_APPS } from '@appforge/codegen/corpus/new-apps';
import { renderApp } from '@appforge/codegen/render/index';
import { understand } from '@appforge/codegen/understand/understand';
import { lexiconLoad } from '@appforge/codegen/understand/lexicon/wordnet';
import { verifyBundle } from '@appforge/codegen/verify';
import { printMachine } from './lib/processes.ts';

// The built-in generator over the golden corpus: understand + render + verify per prompt
// (target p95 < 150 ms), each stage on its own, and follow-up turns. One warm-up pass first
// (esbuild's service starting, modules loading), then PASSES timed passes.
const PASSES = 3;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const summary = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))} (n=${values.length})`;
const timed = async <T>(work: () => Promise<T> | T): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};

printMachine();
const prompts = NEW_APPS.map((app) => app.prompt);
// The first prompt after start loads WordNet's sense index (lexicon/wordnet.ts) once, as a Buffer
// outside the JavaScript heap.
const memoryBefore = process.memoryUsage();
const [, coldMs] = await timed(() => understand(prompts[0] ?? ''));
const memoryAfter = process.memoryUsage();
const lexicon = lexiconLoad();
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
console.log(
  `lexicon: index read in ${ms(lexicon.ms)}, ${mb(lexicon.bytes)}; first understand (cold) ${ms(coldMs)}; ` +
    `memory +${mb(memoryAfter.arrayBuffers - memoryBefore.arrayBuffers)} buffers, ` +
    `+${mb(memoryAfter.heapUsed - memoryBefore.heapUsed)} heap, +${mb(memoryAfter.rss - memoryBefore.rss)} rss`,
);
for (const prompt of prompts) await generate({ prompt });

const whole: number[] = [];
const understanding: number[] = [];
const rendering: number[] = [];
const verifying: number[] = [];
for (let pass = 0; pass < PASSES; pass += 1) {
  for (const prompt of prompts) {
    const [result, total] = await timed(() => generate({ prompt }));
    if (result.errors.length > 0)
      throw new Error(`"${prompt}" did not verify: ${result.errors.join('; ')}`);
    whole.push(total);
    const [understood, understandMs] = await timed(() => understand(prompt));
    const [code, renderMs] = await timed(() => renderApp(understood.spec));
    const [, verifyMs] = await timed(() =>
      Promise.all([
        verifyBundle(code.frontend, 'App.tsx', 'browser'),
        verifyBundle(code.backend, 'src/server.ts', 'node'),
      ]),
    );
    understanding.push(understandMs);
    rendering.push(renderMs);
    verifying.push(verifyMs);
  }
}
console.log(`corpus: ${prompts.length} prompts × ${PASSES} passes`);
console.log(`understand + render + verify per prompt: ${summary(whole)} (target p95 < 150 ms)`);
console.log(`  understand: ${summary(understanding)}`);
console.log(`  render: ${summary(rendering)}`);
console.log(`  verify (frontend and backend esbuild bundles): ${summary(verifying)}`);

const turns: number[] = [];
for (let pass = 0; pass < PASSES; pass += 1) {
  for (const script of FOLLOW_UPS) {
    let current = await generate({ prompt: script.start });
    for (const turn of script.turns) {
      const [next, total] = await timed(() =>
        generate({
          prompt: turn.prompt,
          previous: current.appSpec,
          previousCode: current.generatedCode,
        }),
      );
      turns.push(total);
      current = next;
    }
  }
}
console.log(`follow-up turn (edit the spec, render, verify, diff): ${summary(turns)}`);
