import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLIND_BLOCKS } from '../corpus/blind-blocks.ts';
import { BEHAVIOUR_BLOCKS } from '../corpus/behaviour-blocks.ts';
import { NEW_APPS } from '../corpus/new-apps.ts';
import { appSpecSchema } from '../app-spec.ts';
import { understand } from './understand.ts';

/** Every idea the corpus holds, as words: what pieces of ideas are cut from. */
const ideas = [
  ...NEW_APPS.map((app) => app.prompt),
  ...BLIND_BLOCKS.flatMap((block) => block.cases.map((entry) => entry.prompt)),
  ...BEHAVIOUR_BLOCKS.flatMap((block) => block.cases.map((entry) => entry.prompt)),
].map((prompt) => prompt.split(' '));

/** A run of words cut from anywhere in an idea: "their lessons, each with …" with no start. */
const piece = fc
  .tuple(fc.constantFrom(...ideas), fc.nat(), fc.integer({ min: 1, max: 40 }))
  .map(([words, start, length]) => {
    const from = start % words.length;
    return words.slice(from, from + length).join(' ');
  });

describe('any piece of an idea', () => {
  it('is understood as a valid app, never an error', () => {
    fc.assert(
      fc.property(piece, (prompt) => {
        expect(appSpecSchema.safeParse(understand(prompt).spec).success).toBe(true);
      }),
      { numRuns: 300, seed: 20261207 },
    );
  });
});
