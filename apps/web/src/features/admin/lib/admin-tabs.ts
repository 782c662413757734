/** The dashboard's tabs (spec 02 §2), in order; the value is kept in the URL as ?tab=. */
export const ADMIN_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'subscriptions', label: 'Subscriptions' },
  { value: 'support', label: 'Support' },
  { value: 'errors', label: 'System Errors' },
  { value: 'analytics', label: 'Analytics' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

/** The tab a ?tab= value names, or Overview for a missing or unknown one. */
export function adminTabFrom(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? 'overview';
}
