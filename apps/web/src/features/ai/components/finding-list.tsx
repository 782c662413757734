import type { Finding } from '@appforge/shared/contracts/ai';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const SEVERITY_TONES: Record<Finding['severity'], NonNullable<BadgeProps['tone']>> = {
  error: 'destructive',
  warning: 'warning',
  info: 'primary',
};

/** Each finding: where (line:column), how bad, which rule, and what to do. */
export function FindingList({ findings }: { findings: Finding[] }) {
  return (
    <ul
      aria-label="Findings"
      className="flex flex-col divide-y divide-border rounded-control border border-border"
    >
      {findings.map((finding, index) => (
        <li key={index} className="flex min-w-0 flex-col gap-1.5 px-3 py-2.5">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs text-slate-300 tabular-nums">
              <span className="sr-only">Line </span>
              {finding.line}:{finding.column}
            </span>
            <Badge tone={SEVERITY_TONES[finding.severity]}>{finding.severity}</Badge>
            <span className="min-w-0 font-mono text-xs break-all text-muted">{finding.rule}</span>
          </div>
          <p className="text-sm break-words text-slate-200">{finding.message}</p>
        </li>
      ))}
    </ul>
  );
}
