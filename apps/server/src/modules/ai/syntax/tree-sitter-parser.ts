import { createRequire } from 'node:module';
import Parser from 'web-tree-sitter';
import type { SyntaxProblem } from './syntax-problem';

/**
 * Only the analysis process (modules/ai/analysis-process) loads this module: Node 24's optimizing
 * WebAssembly compiler aborts the whole process ("Fatal process out of memory: Zone",
 * nodejs/node#63421) when it tiers up the Swift grammar, and V8's `--liftoff-only`, which
 * prevents it, only takes effect on a process's command line.
 */

export type TreeLanguage = 'python' | 'swift' | 'kotlin' | 'rust';

export interface CapturedNode {
  type: string;
  /** The node's source, cut after a few hundred characters. */
  text: string;
  line: number;
  column: number;
  /** Offsets in the code string, for telling whether one capture lies inside another. */
  startIndex: number;
  endIndex: number;
}

/** One match of a query: its captures by name (without the `@`). */
export type QueryMatch = Record<string, CapturedNode>;

export interface TreeResult {
  problems: SyntaxProblem[];
  /** Per query, its matches; empty lists when the code has syntax problems. */
  matches: QueryMatch[][];
}

const CAPTURED_TEXT_LIMIT = 300;
const SNIPPET_LIMIT = 30;

const require = createRequire(import.meta.url);
const initialized = Parser.init();
const parser = initialized.then(() => new Parser());
const languages = new Map<TreeLanguage, Promise<Parser.Language>>();
const queries = new Map<string, Parser.Query>();

/** Each grammar is compiled once, on its first use. */
function loadLanguage(language: TreeLanguage): Promise<Parser.Language> {
  let loaded = languages.get(language);
  if (!loaded) {
    const wasm = require.resolve(`tree-sitter-wasms/out/tree-sitter-${language}.wasm`);
    loaded = initialized.then(() => Parser.Language.load(wasm));
    languages.set(language, loaded);
  }
  return loaded;
}

function compiledQuery(language: TreeLanguage, grammar: Parser.Language, source: string) {
  const key = `${language}\n${source}`;
  let query = queries.get(key);
  if (!query) {
    query = grammar.query(source);
    queries.set(key, query);
  }
  return query;
}

function snippet(text: string): string {
  const firstLine = text.trim().split('\n')[0] ?? '';
  return firstLine.length > SNIPPET_LIMIT ? `${firstLine.slice(0, SNIPPET_LIMIT)}…` : firstLine;
}

function problemMessage(node: Parser.SyntaxNode, code: string): string {
  if (node.isMissing) {
    return node.isNamed ? `Missing ${node.type.replaceAll('_', ' ')}` : `Missing \`${node.type}\``;
  }
  const near = snippet(node.text);
  if (near) return `Syntax error near \`${near}\``;
  return node.startIndex >= code.trimEnd().length
    ? 'Syntax error: unexpected end of input'
    : 'Syntax error';
}

/** The outermost ERROR nodes and every MISSING node, where tree-sitter recovered from a mistake. */
function collectProblems(node: Parser.SyntaxNode, code: string, problems: SyntaxProblem[]) {
  if (node.isMissing || node.type === 'ERROR') {
    problems.push({
      line: node.startPosition.row + 1,
      column: node.startPosition.column + 1,
      message: problemMessage(node, code),
    });
    return;
  }
  if (!node.hasError) return;
  for (const child of node.children) collectProblems(child, code, problems);
}

function captured(node: Parser.SyntaxNode): CapturedNode {
  return {
    type: node.type,
    text: node.text.slice(0, CAPTURED_TEXT_LIMIT),
    line: node.startPosition.row + 1,
    column: node.startPosition.column + 1,
    startIndex: node.startIndex,
    endIndex: node.endIndex,
  };
}

/**
 * Parses `code` with the language's tree-sitter grammar: its syntax problems and, when it
 * parses, the matches of each query (tree-sitter S-expression queries).
 */
export async function parseTree(
  language: TreeLanguage,
  code: string,
  querySources: string[] = [],
): Promise<TreeResult> {
  const grammar = await loadLanguage(language);
  const treeParser = await parser;
  treeParser.setLanguage(grammar);
  const tree = treeParser.parse(code);
  try {
    const problems: SyntaxProblem[] = [];
    collectProblems(tree.rootNode, code, problems);
    if (problems.length > 0) return { problems, matches: querySources.map(() => []) };
    const matches = querySources.map((source) =>
      compiledQuery(language, grammar, source)
        .matches(tree.rootNode)
        .map(({ captures }) => {
          const match: QueryMatch = {};
          for (const capture of captures) match[capture.name] = captured(capture.node);
          return match;
        }),
    );
    return { problems, matches };
  } finally {
    tree.delete();
  }
}
