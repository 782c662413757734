import { describe, expect, it } from 'vitest';
import { ADMIN_TABS } from './admin-tabs';

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
});
