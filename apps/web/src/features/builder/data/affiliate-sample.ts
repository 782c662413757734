/**
 * The affiliate tab's hard-coded sample data (spec 01 §2, §9): the goal, the 20% recurring
 * commission and the average customer value are the spec's; the counts are sample figures.
 */
export const AFFILIATE_SAMPLE = {
  monthlyGoal: 500,
  commissionRate: 0.2,
  averageCustomerValue: 25,
  totalReferrals: 48,
  payingCustomers: 14,
  lifetimeEarnings: 842.5,
} as const;

export const AFFILIATE_LINKS = [
  { id: 'main', label: 'Main', path: '/' },
  { id: 'pricing', label: 'Pricing', path: '/pricing' },
  { id: 'docs', label: 'Docs', path: '/docs' },
  { id: 'database', label: 'Database', path: '/database' },
] as const;

export const AFFILIATE_TIPS = [
  'Show a real app you generated: a screenshot of both phones converts better than a feature list.',
  'Share the pricing link with teams; they stay longer, and the commission recurs every month.',
  'Write a short tutorial that starts from a suggestion prompt and link the docs page.',
];

/** Monthly commission from paying customers at the sample average customer value. */
export const monthlyCommission = (customers: number) =>
  customers * AFFILIATE_SAMPLE.averageCustomerValue * AFFILIATE_SAMPLE.commissionRate;
