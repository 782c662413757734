import type { AnalyzeBody, Finding } from '@appforge/shared/contracts/ai';
import { checkScriptSyntax, type ScriptLanguage } from '../syntax/script-syntax';
import { loopFindings } from './script-loop-rules';
import { renderFindings } from './script-render-rules';
import { typescriptDiagnostics } from './snippet-diagnostics';
import { lintSnippet } from './snippet-lint';
import { createSnippetProgram } from './snippet-program';
import { treeFindings } from './tree-analysis';

/**
 * TypeScript and JavaScript: esbuild's syntax errors, else in 'issues' mode ESLint (typed rules
 * too for TypeScript) and the compiler's diagnostics, in 'performance' mode the AST rules.
 */
async function scriptFindings(
  language: ScriptLanguage,
  { code, mode }: Pick<AnalyzeBody, 'code' | 'mode'>,
): Promise<Finding[]> {
  const syntax = await checkScriptSyntax(language, code);
  if (syntax.problems.length > 0) {
    return syntax.problems.map((problem) => ({
      ...problem,
      severity: 'error',
      rule: 'syntax-error',
    }));
  }
  if (mode === 'issues' && language === 'javascript') {
    return lintSnippet(language, code, syntax.jsx);
  }
  const snippet = createSnippetProgram(language, code, syntax.jsx);
  if (mode === 'performance') return [...loopFindings(snippet), ...renderFindings(snippet.file)];
  return [
    ...typescriptDiagnostics(snippet),
    ...lintSnippet(language, code, syntax.jsx, snippet.program),
  ];
}

/**
 * The findings of one file, unsorted. Runs in the analysis process (the TypeScript compiler,
 * ESLint and tree-sitter live there), through analysis.service.ts.
 */
export function findCodeProblems({ code, language, mode }: AnalyzeBody): Promise<Finding[]> {
  return language === 'typescript' || language === 'javascript'
    ? scriptFindings(language, { code, mode })
    : treeFindings(language, { code, mode });
}
