import type { CodeLanguage } from '@appforge/shared/contracts/ai';
import { checkSyntax } from '../syntax/check-syntax';
import { analyze } from './analysis.service';

/** One line of each language tree-sitter parses, to load its grammar. */
const GRAMMAR_SAMPLES: [CodeLanguage, string][] = [
  ['python', 'x = 1\n'],
  ['swift', 'let x = 1\n'],
  ['kotlin', 'val x = 1\n'],
  ['rust', 'fn main() {}\n'],
];

/**
 * Starts the analysis process and loads its grammars, compiler and linter (about 1.5 s of work),
 * so the first request a person makes answers as fast as the next ones.
 */
export async function warmUpAnalysis(): Promise<void> {
  await analyze({ code: 'export const ready = true;\n', language: 'typescript', mode: 'issues' });
  for (const [language, code] of GRAMMAR_SAMPLES) await checkSyntax(language, code);
}
