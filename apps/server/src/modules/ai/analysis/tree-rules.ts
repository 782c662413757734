import type { AnalyzeBody, Finding } from '@appforge/shared/contracts/ai';
import type { QueryMatch, TreeLanguage } from '../syntax/tree-sitter-parser';

type Mode = AnalyzeBody['mode'];

/** A finding for each match of a tree-sitter query, at the capture named `at`. */
export interface TreeRule {
  rule: string;
  mode: Mode;
  severity: Finding['severity'];
  query: string;
  at: string;
  message(match: QueryMatch): string;
}

/** How a language spells a loop: captures `@loop` (the whole loop) and `@collection`. */
export interface LoopQuery {
  query: string;
  /** The collection a loop runs over, without the borrows or iterator calls around it. */
  collection(text: string): string;
}

export const TREE_RULES: Record<TreeLanguage, TreeRule[]> = {
  python: [
    {
      rule: 'python/bare-except',
      mode: 'issues',
      severity: 'warning',
      query: '((except_clause) @clause (#match? @clause "^except\\\\s*:"))',
      at: 'clause',
      message: () =>
        'A bare `except:` also catches KeyboardInterrupt and SystemExit; catch `Exception` or the specific error.',
    },
    {
      rule: 'python/mutable-default-argument',
      mode: 'issues',
      severity: 'warning',
      query: `
        (default_parameter value: [(list) (dictionary) (set)] @value)
        (typed_default_parameter value: [(list) (dictionary) (set)] @value)
        (default_parameter value: (call function: (identifier) @f (#match? @f "^(list|dict|set)$")) @value)
        (typed_default_parameter value: (call function: (identifier) @f (#match? @f "^(list|dict|set)$")) @value)`,
      at: 'value',
      message: (match) =>
        `The default \`${match.value?.text}\` is created once and shared by every call; default to \`None\` and create it inside the function.`,
    },
    {
      rule: 'python/none-comparison',
      mode: 'issues',
      severity: 'warning',
      query: `
        (comparison_operator (none) operators: ["==" "!="] @operator)
        (comparison_operator operators: ["==" "!="] @operator (none))`,
      at: 'operator',
      message: (match) =>
        `Compare with None using \`${match.operator?.text === '==' ? 'is' : 'is not'}\`, not \`${match.operator?.text}\`: \`${match.operator?.text}\` calls the object's own equality.`,
    },
    {
      rule: 'python/append-in-loop',
      mode: 'performance',
      severity: 'info',
      query: `(for_statement body: (block . (expression_statement
        (call function: (attribute object: (_) @list attribute: (identifier) @method (#eq? @method "append")))) .)) @loop`,
      at: 'loop',
      message: (match) =>
        `This loop only appends to \`${match.list?.text}\`; a list comprehension builds the list faster.`,
    },
  ],
  rust: [
    {
      rule: 'rust/unwrap',
      mode: 'issues',
      severity: 'warning',
      query:
        '(call_expression function: (field_expression field: (field_identifier) @method (#eq? @method "unwrap")))',
      at: 'method',
      message: () =>
        '`.unwrap()` panics on `None` or `Err`; return the error with `?` or handle both cases.',
    },
  ],
  swift: [
    {
      rule: 'swift/force-unwrap',
      mode: 'issues',
      severity: 'warning',
      query: '(postfix_expression operation: (bang) @bang)',
      at: 'bang',
      message: () =>
        'A force unwrap `!` crashes when the value is nil; use `if let`, `guard let` or `??`.',
    },
    {
      rule: 'swift/force-try',
      mode: 'issues',
      severity: 'warning',
      query: '((try_operator) @operator (#eq? @operator "try!"))',
      at: 'operator',
      message: () => '`try!` crashes when the call throws; use `do`/`catch` or `try?`.',
    },
  ],
  kotlin: [
    {
      rule: 'kotlin/not-null-assertion',
      mode: 'issues',
      severity: 'warning',
      query: '(postfix_expression "!!" @assertion)',
      at: 'assertion',
      message: () =>
        '`!!` throws a NullPointerException when the value is null; use `?.`, `?:` or a null check.',
    },
  ],
};

const unchanged = (text: string) => text;

export const LOOP_QUERIES: Record<TreeLanguage, LoopQuery> = {
  python: { query: '(for_statement right: (_) @collection) @loop', collection: unchanged },
  rust: {
    query: '(for_expression value: (_) @collection) @loop',
    collection: (text) =>
      text.replace(/^&(mut\s+)?/, '').replace(/\.(iter|iter_mut|into_iter)\(\)$/, ''),
  },
  swift: { query: '(for_statement collection: (_) @collection) @loop', collection: unchanged },
  kotlin: {
    query:
      '(for_statement [(variable_declaration) (multi_variable_declaration)] . (_) @collection) @loop',
    collection: unchanged,
  },
};
