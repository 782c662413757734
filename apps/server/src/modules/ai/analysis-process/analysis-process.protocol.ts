import type { AnalyzeBody, Finding } from '@appforge/shared/contracts/ai';
import type { SyntaxProblem } from '../syntax/syntax-problem';
import type { TreeLanguage } from '../syntax/tree-sitter-parser';

/** The work the server hands to the analysis process. */
export type AnalysisTask =
  { task: 'syntax'; language: TreeLanguage; code: string } | { task: 'analyze'; body: AnalyzeBody };

export interface AnalysisResults {
  syntax: SyntaxProblem[];
  analyze: Finding[];
}

export type AnalysisRequest = AnalysisTask & { id: number };

export type AnalysisReply = { id: number; result: unknown } | { id: number; error: string };
