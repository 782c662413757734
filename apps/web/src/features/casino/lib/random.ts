/** A source of uniform 32-bit integers; the games draw from crypto.getRandomValues. */
export type RandomSource = () => number;

const BUFFER_SIZE = 4096;

/** 32-bit values from crypto.getRandomValues, fetched in batches (a simulation draws millions). */
export function cryptoSource(): RandomSource {
  const buffer = new Uint32Array(BUFFER_SIZE);
  let next = BUFFER_SIZE;
  return () => {
    if (next === BUFFER_SIZE) {
      crypto.getRandomValues(buffer);
      next = 0;
    }
    return buffer[next++]!;
  };
}

const RANGE = 2 ** 32;

/**
 * A uniform integer in [0, n) without modulo bias: values at or above the largest multiple of n
 * below 2^32 are drawn again (rejection sampling).
 */
export function randomInt(n: number, source: RandomSource): number {
  if (!Number.isInteger(n) || n < 1 || n > RANGE)
    throw new RangeError(`randomInt needs 1 ≤ n ≤ 2^32, got ${n}`);
  const limit = RANGE - (RANGE % n);
  for (;;) {
    const value = source();
    if (value < limit) return value % n;
  }
}
