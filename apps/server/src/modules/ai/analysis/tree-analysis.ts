import type { AnalyzeBody, Finding } from '@appforge/shared/contracts/ai';
import {
  parseTree,
  type CapturedNode,
  type QueryMatch,
  type TreeLanguage,
} from '../syntax/tree-sitter-parser';
import { LOOP_QUERIES, TREE_RULES } from './tree-rules';

const at = (node: CapturedNode) => ({ line: node.line, column: node.column });

/** Loops that run inside a loop over the same collection. */
function nestedLoopFindings(language: TreeLanguage, matches: QueryMatch[]): Finding[] {
  const normalize = LOOP_QUERIES[language].collection;
  const loops = matches.flatMap(({ loop, collection }) =>
    loop && collection ? [{ loop, collection: normalize(collection.text) }] : [],
  );
  return loops
    .filter((inner) =>
      loops.some(
        (outer) =>
          outer !== inner &&
          outer.collection === inner.collection &&
          inner.loop.startIndex > outer.loop.startIndex &&
          inner.loop.endIndex <= outer.loop.endIndex,
      ),
    )
    .map(({ loop, collection }) => ({
      ...at(loop),
      severity: 'warning',
      rule: 'perf/nested-loop-same-collection',
      message: `Loop over \`${collection}\` inside another loop over \`${collection}\`: every element meets every other (O(n²)); index the collection once (a dictionary, map or set) instead.`,
    }));
}

/**
 * Python, Swift, Kotlin and Rust: syntax errors from tree-sitter, else the structural rules of
 * the mode, each a query on the tree.
 */
export async function treeFindings(
  language: TreeLanguage,
  { code, mode }: Pick<AnalyzeBody, 'code' | 'mode'>,
): Promise<Finding[]> {
  const rules = TREE_RULES[language].filter((rule) => rule.mode === mode);
  const queries = rules.map((rule) => rule.query);
  if (mode === 'performance') queries.push(LOOP_QUERIES[language].query);
  const { problems, matches } = await parseTree(language, code, queries);
  if (problems.length > 0) {
    return problems.map((problem) => ({ ...problem, severity: 'error', rule: 'syntax-error' }));
  }
  const findings = rules.flatMap((rule, index) =>
    (matches[index] ?? []).flatMap((match) => {
      const node = match[rule.at];
      return node
        ? [{ ...at(node), severity: rule.severity, rule: rule.rule, message: rule.message(match) }]
        : [];
    }),
  );
  if (mode === 'performance') findings.push(...nestedLoopFindings(language, matches.at(-1) ?? []));
  return findings;
}
