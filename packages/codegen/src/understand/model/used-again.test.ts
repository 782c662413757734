import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "the ladders used on each job": things used on a record are used again on others, many of each;
 * but "the fabrics used on each quilt with quantity and price" are each quilt's own lines.
 */
describe('things used on a record', () => {
  it.each([
    [
      'our ladders (length, type), the jobs we do, and the ladders used on each job',
      'job ladder | job<>ladder',
    ],
    ['my recipes and the spices used in each recipe', 'recipe spice | recipe<>spice'],
    [
      'sessions at the climbing wall and the ropes used in a session',
      'rope session | rope<>session',
    ],
  ])('are used again: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('…unless each use keeps its own figures: my quilts, and the fabrics used on each quilt with quantity and price', () => {
    expect(modelOf('my quilts, and the fabrics used on each quilt with quantity and price')).toBe(
      'fabric quilt | fabric>quilt',
    );
  });
});
