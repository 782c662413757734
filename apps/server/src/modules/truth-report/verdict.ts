import {
  GATE_KEYS,
  type GateKey,
  type GateStatus,
  type Verdict,
} from '@appforge/shared/contracts/truth-report';

/**
 * VERDICT_RULES (contracts/truth-report.ts): any failing gate blocks; otherwise any gate asking
 * for review needs review; gates not measured here are listed but do not change the verdict —
 * except the tests gate, which with no test run cannot vouch for the app.
 */
export function decideVerdict(statuses: Record<GateKey, GateStatus>): {
  verdict: Verdict;
  blockers: GateKey[];
  reviews: GateKey[];
} {
  const blockers = GATE_KEYS.filter((key) => statuses[key] === 'fail');
  const reviews = GATE_KEYS.filter(
    (key) => statuses[key] === 'review' || (key === 'tests' && statuses[key] === 'not_measured'),
  );
  const verdict: Verdict =
    blockers.length > 0 ? 'BLOCKED' : reviews.length > 0 ? 'NEEDS_REVIEW' : 'READY';
  return { verdict, blockers, reviews };
}
