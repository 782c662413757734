import type { ScoreReport } from '@appforge/shared/contracts/page-builder';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { ScoreValue } from './score-value';

export interface ScoreReportViewProps {
  title: string;
  report: ScoreReport;
  /** Figures shown under the summary (the LCP estimate, the page weight). */
  children?: ReactNode;
}

/** A score and what it counted: its one-sentence summary, then every check, passed or not. */
export function ScoreReportView({ title, report, children }: ScoreReportViewProps) {
  const passed = report.checks.filter((check) => check.passed).length;
  return (
    <div className="flex flex-col gap-2 rounded-control border border-border p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h4 className="text-sm font-medium text-foreground">{title}</h4>
        <span className="text-2xl">
          <ScoreValue score={report.score} />
        </span>
      </div>
      <p className="text-xs text-muted">{report.summary}</p>
      {children}
      <details className="group text-xs">
        <summary className="cursor-pointer rounded-sm text-slate-300 hover:text-foreground focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:outline-none">
          What was counted ({passed} of {report.checks.length} checks passed)
        </summary>
        <ul className="mt-2 flex flex-col gap-1.5" aria-label={`${title} checks`}>
          {report.checks.map((check) => (
            <li key={check.id} className="flex gap-2">
              {check.passed ? (
                <Check aria-hidden className="mt-0.5 size-3.5 shrink-0 text-emerald-400" />
              ) : (
                <X aria-hidden className="mt-0.5 size-3.5 shrink-0 text-red-400" />
              )}
              <span>
                <span className="sr-only">{check.passed ? 'Passed: ' : 'Failed: '}</span>
                <span className="text-foreground">{check.label}</span>
                <span className="text-muted"> — {check.detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
