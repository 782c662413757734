import { runtimeErrorReportSchema } from '@appforge/shared/contracts/builder';
import { describe, expect, it } from 'vitest';
import { createReportDedupe, reportableMessage, REPORT_MAX_LENGTH } from './runtime-error-reports';

const error = {
  projectId: '6f0c1f0e-2d59-4b8e-9b57-8d1f5d3b8a11',
  version: 2,
  platform: 'ios',
  message: "TypeError: Cannot read properties of undefined (reading 'map') (App.tsx:12)",
} as const;

describe('reportableMessage', () => {
  it('trims, and gives nothing for an empty message', () => {
    expect(reportableMessage('  boom \n')).toBe('boom');
    expect(reportableMessage(' \n ')).toBeNull();
  });

  it('cuts a long stack to a message the server accepts', () => {
    const message = reportableMessage(`Error: deep\n${'    at frame (App.tsx:1)\n'.repeat(200)}`)!;
    expect(message).toHaveLength(REPORT_MAX_LENGTH);
    expect(message.endsWith('…')).toBe(true);
    expect(runtimeErrorReportSchema.safeParse({ platform: 'android', message }).success).toBe(true);
    expect(
      runtimeErrorReportSchema.safeParse({ platform: 'android', message: `${message}x` }).success,
    ).toBe(false);
  });
});

describe('createReportDedupe', () => {
  it('lets each message through once per project version and platform', () => {
    const firstTime = createReportDedupe();
    expect(firstTime(error)).toBe(true);
    expect(firstTime(error)).toBe(false);
    expect(firstTime({ ...error, platform: 'android' })).toBe(true);
    expect(firstTime({ ...error, version: 3 })).toBe(true);
    expect(firstTime({ ...error, projectId: 'other' })).toBe(true);
    expect(firstTime({ ...error, message: 'ReferenceError: x is not defined' })).toBe(true);
    expect(firstTime({ ...error, version: 3 })).toBe(false);
  });

  it('forgets the oldest past its limit', () => {
    const firstTime = createReportDedupe(2);
    firstTime({ ...error, message: 'a' });
    firstTime({ ...error, message: 'b' });
    firstTime({ ...error, message: 'c' });
    expect(firstTime({ ...error, message: 'c' })).toBe(false);
    expect(firstTime({ ...error, message: 'a' })).toBe(true);
  });
});
