import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * A record, then a clause of one doer about it with no "that" ("each goal a player scores in a
 * match", "the rounds each team debates"): each record is the doer's, and the clause's places and
 * objects are its own too; the values it is said with are none of them.
 */

describe('a record described by a clause of one doer', () => {
  it.each([
    [
      'A football app: teams, players, matches, and each goal a player scores in a match with the minute.',
      'goal match player team | goal>match goal>player',
    ],
    [
      'Bakery: customers, cakes and each order a customer places for a cake.',
      'cake customer order | order>cake order>customer',
    ],
    [
      'Dojo app: students, belts, and every grading a student takes for a belt with the date and result.',
      'belt grading student | grading>belt grading>student',
    ],
    [
      'Climbing gym: routes, climbers and every ascent a climber makes on a route with the points.',
      'ascent climber route | ascent>climber ascent>route',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('keeps the doer the parent when values follow the clause: "the rounds each team debates with the motion"', () => {
    expect(
      modelOf(
        'Debate club: debaters, teams and the rounds each team debates with the motion and the result.',
      ),
    ).toBe('debater round team | round>team');
  });
});
