import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { coverageShare, CoverageProbes, HITS_VARIABLE } from './coverage-probes.ts';

/** Runs instrumented TypeScript and answers the probes that ran. */
function run(source: string, probes = new CoverageProbes()) {
  const { code } = transformSync(probes.instrument('sample.ts', source), {
    loader: 'ts',
    format: 'cjs',
  });
  const hits = new Set<number>();
  const module = { exports: {} as Record<string, (...args: unknown[]) => unknown> };
  new Function(HITS_VARIABLE, 'module', code)(hits, module);
  return { hits, exports: module.exports, probes };
}

const SAMPLE = `
export function called(value: number): number {
  return helpers.double(value);
}
export function neverCalled() {
  return function nested() { return 1; };
}
const helpers = {
  double: (value: number) => ({ twice: value * 2 }).twice,
  half(value: number) { return value / 2; },
};
export class Counter {
  private count = 0;
  constructor(start: number) { this.count = start; }
  get value() { return this.count; }
}
declare function typed(value: string): void;
export const arrows = () => () => 'inner';
`;

describe('coverage probes', () => {
  it('gives each function with a body one probe, and counts the ones that ran', () => {
    const { hits, exports, probes } = run(SAMPLE);
    // called, neverCalled, nested, double, half, constructor, value, two arrows; not `typed`.
    expect(probes.count).toBe(9);
    expect(hits.size).toBe(0);

    expect(exports.called!(21)).toBe(42);
    expect(
      new (exports.Counter as unknown as new (start: number) => { value: number })(3).value,
    ).toBe(3);
    expect((exports.arrows!() as () => string)()).toBe('inner');
    // called, double, constructor, value, both arrows: six of nine.
    expect(coverageShare([...hits], probes.count)).toBeCloseTo(6 / 9);
  });

  it('numbers the probes of several files one after another', () => {
    const probes = new CoverageProbes();
    run('export const one = () => 1;', probes);
    const { hits, exports } = run('export function two() { return 2; }', probes);
    exports.two!();
    expect(probes.count).toBe(2);
    expect([...hits]).toEqual([1]);
  });

  it('has no share for code without functions, and ignores numbers it did not give', () => {
    expect(coverageShare([], 0)).toBeNull();
    expect(coverageShare([0, 0, 7], 2)).toBe(0.5);
  });
});
