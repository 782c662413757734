import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/** "they add money in, the kids spend it": money paid in and spent is a balance, not stock. */
describe('money paid in and then spent', () => {
  it.each([
    [
      'Pocket money jar for each of my two kids: I put money in every Saturday and they spend it at the shop. Show how much each kid has left.',
      'Kid',
    ],
    [
      'Each scout has a camp fund; parents pay money in and the scouts spend it at the tuck shop. What has each scout got left?',
      'Scout',
    ],
    [
      'A holiday fund for each grandchild: grandma adds money in and the grandchildren spend it on trips. See what each grandchild has left.',
      'Grandchild',
    ],
  ])('"%s"', (prompt, owner) => {
    const found = behaviourFound(understand(prompt).spec);
    expect(found).toContain(`${owner}.balance`);
    expect(found.filter((value) => value.endsWith('.lowStock'))).toEqual([]);
  });
});
