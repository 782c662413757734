import { describe, expect, it } from 'vitest';
import { parseRequirements, requirementsText } from './custom-requirements';

describe('parseRequirements', () => {
  it('takes one requirement per line, trimmed, without blanks or repeats', () => {
    expect(parseRequirements('  Pricing table \n\n Team photos\nPricing table\n')).toEqual({
      ok: true,
      requirements: ['Pricing table', 'Team photos'],
    });
    expect(parseRequirements('   ')).toEqual({ ok: true, requirements: [] });
  });

  it('refuses a requirement over 200 characters, naming which one', () => {
    const result = parseRequirements(`Short one\n${'x'.repeat(201)}`);
    expect(result).toEqual({
      ok: false,
      error: 'Requirement 2 is 201 characters; keep each under 201.',
    });
    expect(parseRequirements('y'.repeat(200)).ok).toBe(true);
  });

  it('refuses more than 10 requirements', () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => `Item ${i}`).join('\n');
    expect(parseRequirements(lines(10)).ok).toBe(true);
    expect(parseRequirements(lines(11))).toEqual({
      ok: false,
      error: 'That is 11 requirements; at most 10 fit one page.',
    });
  });

  it('turns stored requirements back into the lines it reads', () => {
    const stored = ['Pricing table', 'Team photos'];
    expect(parseRequirements(requirementsText(stored))).toEqual({ ok: true, requirements: stored });
  });
});
