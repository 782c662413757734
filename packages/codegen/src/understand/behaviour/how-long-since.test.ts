import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/**
 * "how long since the last one": the time gone by since the latest record, its date, not a change
 * since the record before.
 */
const latestOf = (prompt: string) =>
  understand(prompt).spec.entities.flatMap((entity) =>
    (entity.computed ?? [])
      .filter((value) => value.kind === 'latest')
      .map(
        (value) =>
          `${entity.name} ${value.over?.entity ?? ''}.${'field' in value ? value.field : ''}`,
      ),
  );

describe('how long since the last one', () => {
  it.each([
    [
      'my guitars: log every string change per guitar and show how long since the last one',
      'Guitar StringChange.date',
    ],
    [
      'our boats: we log each engine service per boat and see how long since the last service',
      'Boat EngineService.date',
    ],
    [
      'beehives: I record every inspection per hive, and how long since the last inspection',
      'Hive Inspection.date',
    ],
  ])('%s', (prompt, latest) => {
    expect(latestOf(prompt)).toEqual([latest]);
  });
});

/** "bat boxes … any box …, and each one": "each one" is the record its sentence names by its head. */
describe('"each one" after a record named by the last word of its name', () => {
  it.each([
    [
      'We put up 30 bat boxes in the woods and each should be checked once a year. Flag any box that has gone more than a year without a check, and show how long since each one was last checked.',
      'BatBox',
    ],
    [
      'We keep 10 fire extinguishers in the offices; each should be inspected every 12 months. List any extinguisher that is overdue, and how long since each one was last inspected.',
      'FireExtinguisher',
    ],
  ])('%s', (prompt, owner) => {
    expect(behaviourFound(understand(prompt).spec)).toContain(`${owner}.overdue`);
  });
});
