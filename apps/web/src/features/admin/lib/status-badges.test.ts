import {
  subscriptionStatusSchema,
  systemErrorStatusSchema,
  systemErrorTypeSchema,
  ticketPrioritySchema,
  ticketStatusSchema,
} from '@appforge/shared/contracts/admin';
import { describe, expect, it } from 'vitest';
import {
  ERROR_STATUS,
  ERROR_TYPE_LABEL,
  SUBSCRIPTION_STATUS,
  TICKET_PRIORITY,
  TICKET_STATUS,
} from './status-badges';

const tones = (map: Record<string, { tone: string }>) =>
  Object.fromEntries(Object.entries(map).map(([key, { tone }]) => [key, tone]));

describe('admin status badges', () => {
  it('label every value the contract allows', () => {
    expect(Object.keys(SUBSCRIPTION_STATUS).sort()).toEqual(
      [...subscriptionStatusSchema.options].sort(),
    );
    expect(Object.keys(TICKET_STATUS).sort()).toEqual([...ticketStatusSchema.options].sort());
    expect(Object.keys(TICKET_PRIORITY).sort()).toEqual([...ticketPrioritySchema.options].sort());
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...systemErrorStatusSchema.options].sort());
    expect(Object.keys(ERROR_TYPE_LABEL).sort()).toEqual([...systemErrorTypeSchema.options].sort());
  });

  it('use the tones of shared/DESIGN.md', () => {
    expect(tones(SUBSCRIPTION_STATUS)).toEqual({
      active: 'success',
      past_due: 'warning',
      blocked: 'destructive',
      cancelled: 'neutral',
    });
    expect(tones(TICKET_STATUS)).toEqual({
      open: 'primary',
      in_progress: 'warning',
      resolved: 'success',
      closed: 'success',
    });
    expect(TICKET_PRIORITY.urgent.tone).toBe('destructive');
    expect(TICKET_PRIORITY.high.tone).toBe('warning');
    expect(tones(ERROR_STATUS)).toEqual({
      new: 'primary',
      investigating: 'warning',
      resolved: 'success',
    });
  });
});
