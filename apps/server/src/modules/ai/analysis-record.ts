import type { AnalyzeBody, AnalyzeResponse } from '@appforge/shared/contracts/ai';
import type { HistoryRecord } from './history.service';

/** How much of the pasted code the history keeps as the request ('You asked:'). */
const PROMPT_CODE_LIMIT = 2000;

const MODE_LABELS = { performance: 'Analyze Performance', issues: 'Find Issues' } as const;

/** An analysis as a history entry: the request and its code, then the summary and each finding. */
export function analysisRecord(body: AnalyzeBody, result: AnalyzeResponse): HistoryRecord {
  const code =
    body.code.length > PROMPT_CODE_LIMIT
      ? `${body.code.slice(0, PROMPT_CODE_LIMIT)}\n…`
      : body.code;
  const findings = result.findings.map(
    (finding) =>
      `line ${finding.line}:${finding.column} ${finding.severity} ${finding.rule}: ${finding.message}`,
  );
  return {
    type: 'analysis',
    prompt: `${MODE_LABELS[body.mode]} (${body.language})\n${code}`,
    result: result.success
      ? [result.summary, ...findings].join('\n')
      : (result.error ?? 'Unknown error'),
    language: null,
    status: result.success ? 'success' : 'error',
  };
}
