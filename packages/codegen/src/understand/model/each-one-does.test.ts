import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "the pitches that every trader rents": a clause about the records before it ends with what each
 * one does, a verb in "-s" even where the word may be a noun ("rents", "covers", "works").
 */
describe('a clause about records, ending with what each one does', () => {
  it.each([
    ['our traders, and the pitches that every trader rents', 'pitch trader | pitch>trader'],
    [
      'the routes that each driver covers, and the stops on every route',
      'driver route stop | route>driver stop>route',
    ],
    ['volunteers and the beds each volunteer weeds', 'bed volunteer | bed>volunteer'],
  ])('reads the verb: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it("leaves what one owns a noun: each builder's sites", () => {
    expect(modelOf("builders, each builder's sites, and the visits to each site")).toBe(
      'builder site visit | site>builder visit>site',
    );
  });
});
