import { describe, expect, it } from 'vitest';
import { aResourceUsage } from '../testing/report-fixtures';
import { resourceRows } from './resource-usage';

describe('resource usage against the quotas', () => {
  it("shows what was measured against the spec's quotas, and never the prototype's figures", () => {
    const rows = resourceRows(aResourceUsage());
    expect(rows.map((row) => [row.label, row.text, row.share])).toEqual([
      ['Build minutes', '3.4 of 5,000', 3.4 / 5000],
      ['Device farm hours', 'not measured here of 200', null],
      ['Egress GB', '< 0.1 of 5,000', 0.02 / 5000],
      ['GPU hours', 'not measured here of 800', null],
    ]);
    const text = rows.map((row) => row.text).join(' ');
    for (const prototype of ['1,240', '45 ', '890', '120']) expect(text).not.toContain(prototype);
  });

  it('caps the share at the whole quota', () => {
    expect(resourceRows(aResourceUsage({ gpuHours: 1000 }))[3]!.share).toBe(1);
  });
});
