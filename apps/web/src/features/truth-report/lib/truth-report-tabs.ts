/** spec 02 §2 "Truth Report Dashboard": the six tabs, in order. */
export const TRUTH_REPORT_TABS = [
  { value: 'kpis', label: 'KPIs' },
  { value: 'performance', label: 'Performance' },
  { value: 'gates', label: 'Quality Gates' },
  { value: 'advanced', label: 'Advanced' },
  { value: 'finops', label: 'FinOps' },
  { value: 'history', label: 'History' },
] as const;

export type TruthReportTab = (typeof TRUTH_REPORT_TABS)[number]['value'];
