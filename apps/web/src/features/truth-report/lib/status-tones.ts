import type { GateStatus, Kpi, Verdict } from '@appforge/shared/contracts/truth-report';

/** The Badge tones a status maps to (shared/DESIGN.md "Badge"). */
export type StatusTone = 'success' | 'warning' | 'destructive' | 'neutral';

interface StatusLook {
  tone: StatusTone;
  label: string;
}

const VERDICT_LOOKS: Record<Verdict, StatusLook> = {
  READY: { tone: 'success', label: 'READY' },
  BLOCKED: { tone: 'destructive', label: 'BLOCKED' },
  NEEDS_REVIEW: { tone: 'warning', label: 'NEEDS REVIEW' },
};

/** spec 02 §4: READY is green, BLOCKED red, NEEDS_REVIEW yellow, anything else grey. */
export function verdictLook(verdict: string): StatusLook {
  return Object.hasOwn(VERDICT_LOOKS, verdict)
    ? VERDICT_LOOKS[verdict as Verdict]
    : { tone: 'neutral', label: verdict.replaceAll('_', ' ') || 'UNKNOWN' };
}

export const GATE_STATUS_LOOKS: Record<GateStatus, StatusLook> = {
  pass: { tone: 'success', label: 'Pass' },
  review: { tone: 'warning', label: 'Review' },
  fail: { tone: 'destructive', label: 'Fail' },
  not_measured: { tone: 'neutral', label: 'Not measured' },
};

export const KPI_STATUS_LOOKS: Record<Kpi['status'], StatusLook> = {
  PASS: { tone: 'success', label: 'PASS' },
  FAIL: { tone: 'destructive', label: 'FAIL' },
  NOT_MEASURED: { tone: 'neutral', label: 'NOT MEASURED' },
};
