import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, adminTabFrom } from './admin-tabs';

describe('the dashboard tabs', () => {
  it('are the five of the spec, in order', () => {
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual([
      'Overview',
      'Subscriptions',
      'Support',
      'System Errors',
      'Analytics',
    ]);
  });

  it('open the tab the URL names, else Overview', () => {
    expect(adminTabFrom('errors')).toBe('errors');
    expect(adminTabFrom('analytics')).toBe('analytics');
    expect(adminTabFrom(null)).toBe('overview');
    expect(adminTabFrom('billing')).toBe('overview');
  });
});
