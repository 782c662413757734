/** The dashboard's tabs (spec 02 §2), in order; the value is kept in the URL as ?tab=. */
export const ADMIN_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'subscriptions', label: 'Subscriptions' },
  { value: 'support', label: 'Support' },
  { value: 'errors', label: 'System Errors' },
  { value: 'analytics', label: 'Analytics' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];
