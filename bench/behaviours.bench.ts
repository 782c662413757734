import { BEHAVIOUR_BLOCKS } from '@appforge/codegen/corpus/behaviour-blocks';
import { behaviourFound, sameBehaviour } from '@appforge/codegen/corpus/behaviour-score';
import { BEHAVIOUR_CORPUS, type BehaviourCase } from '@appforge/codegen/corpus/behaviours';
import { understand } from '@appforge/codegen/understand/understand';

// How well the built-in understanding reads what an idea computes and does with one tap: over the
// behaviour corpus, the share of ideas whose values and actions are exactly as expected; over each
// blind block, today's score beside its first measure (the honest figure). `--verbose` lists
// every idea read wrongly.
const verbose = process.argv.includes('--verbose');
const share = (count: number, total: number) =>
  `${count}/${total} (${((100 * count) / total).toFixed(0)}%)`;

/** What an idea is read to compute and do; an idea the reader throws on, as what it threw. */
function foundIn(prompt: string) {
  try {
    return behaviourFound(understand(prompt).spec);
  } catch (error) {
    return [`threw ${String(error)}`];
  }
}

function report(name: string, cases: BehaviourCase[]) {
  let exact = 0;
  for (const { prompt, expected } of cases) {
    const found = foundIn(prompt);
    if (sameBehaviour(found, expected)) exact += 1;
    else if (verbose)
      console.log(
        `✗ ${prompt}\n    expected ${expected.join(' ')}\n    found    ${found.join(' ')}`,
      );
  }
  console.log(`${name}: values and actions exactly as expected ${share(exact, cases.length)}`);
}

report('behaviour corpus', BEHAVIOUR_CORPUS);
for (const block of BEHAVIOUR_BLOCKS) {
  report(`blind behaviour block ${block.name} today`, block.cases);
  console.log(`blind behaviour block ${block.name} first measure: ${block.firstMeasure}`);
}
