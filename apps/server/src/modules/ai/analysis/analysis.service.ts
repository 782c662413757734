import type { AnalyzeBody, AnalyzeResponse, Finding } from '@appforge/shared/contracts/ai';
import { runInAnalysisProcess } from '../analysis-process/analysis-process.client';

const SEVERITY_ORDER: Finding['severity'][] = ['error', 'warning', 'info'];
const SEVERITY_NAMES: Record<Finding['severity'], [string, string]> = {
  error: ['error', 'errors'],
  warning: ['warning', 'warnings'],
  info: ['suggestion', 'suggestions'],
};

const counted = (count: number, [one, many]: [string, string]) =>
  `${count} ${count === 1 ? one : many}`;

/** "No issues found." or "3 issues found: 1 error, 2 warnings." */
export function summarize(findings: Finding[]): string {
  if (findings.length === 0) return 'No issues found.';
  const parts = SEVERITY_ORDER.flatMap((severity) => {
    const count = findings.filter((finding) => finding.severity === severity).length;
    return count > 0 ? [counted(count, SEVERITY_NAMES[severity])] : [];
  });
  return `${counted(findings.length, ['issue', 'issues'])} found: ${parts.join(', ')}.`;
}

function byPosition(a: Finding, b: Finding): number {
  return (
    a.line - b.line ||
    a.column - b.column ||
    SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
    a.rule.localeCompare(b.rule)
  );
}

/**
 * spec 02 §2 Analysis: 'Find Issues' (mode 'issues') and 'Analyze Performance' (mode
 * 'performance') of a pasted file, findings sorted by position; clean code has none. The work
 * runs in the analysis process, off the server's event loop.
 */
export async function analyze(body: AnalyzeBody): Promise<AnalyzeResponse> {
  try {
    const findings = await runInAnalysisProcess({ task: 'analyze', body });
    findings.sort(byPosition);
    return { success: true, findings, summary: summarize(findings) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'Unknown error';
    return { success: false, findings: [], summary: 'The analysis failed.', error: reason };
  }
}
