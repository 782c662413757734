import { BLIND_BLOCKS } from '@appforge/codegen/corpus/blind-blocks';
import { DATA_MODEL_CASES, type DataModelCase } from '@appforge/codegen/corpus/data-models';
import { scoreDataModel, type DataModelScore } from '@appforge/codegen/corpus/data-model-score';
import { NEW_APPS } from '@appforge/codegen/corpus/new-apps';
import { understand } from '@appforge/codegen/understand/understand';

// How well the built-in understanding reads data models: over the multi-record corpus, the share of
// prompts whose record types and links are exactly as expected; over each blind block, today's
// score beside its first measure (the honest figure: those ideas were written before the rules
// that now read them); and over every corpus prompt the share where no feature phrase ("monthly
// stats", "sorted by date") became a field. `--verbose` lists every prompt read wrongly.
const verbose = process.argv.includes('--verbose');
const share = (count: number, total: number) =>
  `${count}/${total} (${((100 * count) / total).toFixed(0)}%)`;

/** A prompt the reader throws on is read wrongly, every expected record type dropped. */
function scoreOf(expected: DataModelCase): DataModelScore {
  try {
    return scoreDataModel(understand(expected.prompt).spec, expected);
  } catch (error) {
    const found = `threw ${String(error)}`;
    return {
      records: false,
      links: false,
      noFeatureFields: false,
      dropped: expected.records,
      found,
    };
  }
}

function scored(cases: DataModelCase[]) {
  return cases.map((expected) => ({ expected, score: scoreOf(expected) }));
}

function report(name: string, cases: DataModelCase[]) {
  const results = scored(cases);
  const exact = results.filter(({ score }) => score.records && score.links);
  const dropping = results.filter(({ score }) => score.dropped.length > 0);
  if (verbose)
    for (const { expected, score } of results.filter(({ score }) => !score.records || !score.links))
      console.log(
        `✗ ${expected.prompt}\n    expected ${expected.records.join(' ')} | ${expected.links.join(' ')}\n    found    ${score.found}`,
      );
  console.log(
    `${name}: record types ${share(results.filter(({ score }) => score.records).length, results.length)}, record types and links ${share(exact.length, results.length)}, prompts with a named record type dropped: ${dropping.length}`,
  );
  return exact.length;
}

report('corpus', DATA_MODEL_CASES);
for (const block of BLIND_BLOCKS) {
  report(`blind block ${block.name} today`, block.cases);
  console.log(
    `blind block ${block.name} first measure: ${block.firstMeasure}, prompts with a named record type dropped: ${block.firstDropped}`,
  );
}
const everyPrompt = [
  ...DATA_MODEL_CASES.map((entry) => entry.prompt),
  ...BLIND_BLOCKS.flatMap((block) => block.cases.map((entry) => entry.prompt)),
  ...NEW_APPS.map((app) => app.prompt),
];
const clean = everyPrompt.filter(
  (prompt) => scoreOf({ prompt, records: [], links: [] }).noFeatureFields,
);
console.log(`no feature phrase turned into a field: ${share(clean.length, everyPrompt.length)}`);
