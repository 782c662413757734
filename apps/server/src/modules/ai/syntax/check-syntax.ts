import type { CodeLanguage } from '@appforge/shared/contracts/ai';
import { runInAnalysisProcess } from '../analysis-process/analysis-process.client';
import { checkScriptSyntax } from './script-syntax';
import type { SyntaxProblem } from './syntax-problem';

export type { SyntaxProblem };

/**
 * The syntax problems of `code` in `language` (1-based positions), empty when it parses:
 * TypeScript and JavaScript with esbuild (`jsx` forces or forbids JSX; without it the reading
 * that parses wins), Python, Swift, Kotlin and Rust with their tree-sitter grammars in the
 * analysis process.
 */
export async function checkSyntax(
  language: CodeLanguage,
  code: string,
  options: { jsx?: boolean } = {},
): Promise<SyntaxProblem[]> {
  if (language === 'typescript' || language === 'javascript') {
    return (await checkScriptSyntax(language, code, options.jsx)).problems;
  }
  return runInAnalysisProcess({ task: 'syntax', language, code });
}
