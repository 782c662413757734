import { DATA_MODEL_CASES } from '@appforge/codegen/corpus/data-models';
import { scoreDataModel } from '@appforge/codegen/corpus/data-model-score';
import { NEW_APPS } from '@appforge/codegen/corpus/new-apps';
import { understand } from '@appforge/codegen/understand/understand';

// How well the built-in understanding reads data models: over the multi-record corpus, the share of
// prompts whose record types and links are exactly as expected, and over every corpus prompt the
// share where no feature phrase ("monthly stats", "sorted by date") became a field.
const share = (count: number, total: number) =>
  `${count}/${total} (${((100 * count) / total).toFixed(0)}%)`;

const scored = DATA_MODEL_CASES.map((expected) => ({
  expected,
  score: scoreDataModel(understand(expected.prompt).spec, expected),
}));
const exact = scored.filter(({ score }) => score.records && score.links);
for (const { expected, score } of scored) {
  if (score.records && score.links) continue;
  console.log(
    `✗ ${expected.prompt}\n    expected ${expected.records.join(' ')} | ${expected.links.join(' ')}\n    found    ${score.found}`,
  );
}
const everyPrompt = [
  ...DATA_MODEL_CASES.map((entry) => entry.prompt),
  ...NEW_APPS.map((app) => app.prompt),
];
const clean = everyPrompt.filter(
  (prompt) =>
    scoreDataModel(understand(prompt).spec, { prompt, records: [], links: [] }).noFeatureFields,
);
console.log(
  `record types exactly as expected: ${share(scored.filter(({ score }) => score.records).length, scored.length)}`,
);
console.log(`record types and links exactly as expected: ${share(exact.length, scored.length)}`);
console.log(`no feature phrase turned into a field: ${share(clean.length, everyPrompt.length)}`);
