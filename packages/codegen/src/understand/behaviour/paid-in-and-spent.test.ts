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

/** "money goes in or out … how much is in the kitty": the balance of what holds the money. */
describe('money said to go in and out of one thing', () => {
  it.each([
    [
      "Our band's kitty: I note every time money goes in or out. How much is in the kitty now?",
      'Kitty',
    ],
    [
      'we share a tea fund at work; cash in and cash out gets written down, and I want to know how much money is left in the fund',
      'TeaFund',
    ],
    ['My savings tin: money in and money out, and how much is in the tin', 'Tin'],
  ])('"%s"', (prompt, owner) => {
    expect(behaviourFound(understand(prompt).spec)).toContain(`${owner}.balance`);
  });
});
