import { describe, expect, it } from 'vitest';
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
