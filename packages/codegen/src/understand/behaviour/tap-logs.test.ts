import { describe, expect, it } from 'vitest';
import type { Entity } from '../../app-spec.ts';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/**
 * A tap that logs an act done to a record again and again keeps a dated record of it, and "when
 * each one was last …" is the latest; what the app is asked to do ("show when …", "tap a …") is
 * neither a value nor a kind of app.
 */

const specOf = (prompt: string) => understand(prompt).spec;
const named = (entities: Entity[], name: string) =>
  entities.find((entity) => entity.name === name)!;

describe('taps that log an act', () => {
  it.each([
    [
      'my herb pots - tap a pot when I water it, and see when each pot was last watered',
      'HerbPot',
      'Watering',
      'Last watered',
    ],
    [
      'my bikes - one tap to log a service for a bike, and the date each bike was last serviced',
      'Bike',
      'Service',
      'Last serviced',
    ],
    [
      'our goats: tap a goat when we weigh it, and show when each goat was last weighed',
      'Goat',
      'Weighing',
      'Last weighed',
    ],
    [
      'my ferrets: a tap when I clean a cage, and show when each cage was last cleaned',
      'Cage',
      'Cleaning',
      'Last cleaned',
    ],
    [
      'the hedges round the farm - tap when we trim each hedge, and show when each was last trimmed',
      'Hedge',
      'Trimming',
      'Last trimmed',
    ],
  ])('"%s"', (prompt, owner, act, label) => {
    const { entities } = specOf(prompt);
    const target = named(entities, owner);
    expect(target.actions).toEqual([
      expect.objectContaining({
        kind: 'checkOff',
        over: expect.objectContaining({ entity: act }),
        field: 'date',
      }),
    ]);
    expect(target.computed).toEqual([
      expect.objectContaining({
        kind: 'latest',
        label,
        over: expect.objectContaining({ entity: act }),
        field: 'date',
      }),
    ]);
    const log = named(entities, act);
    expect(log.fields.map((field) => field.type).sort()).toEqual(['date', 'relation']);
  });

  it('the act is named as "I" would say it', () => {
    const { entities } = specOf(
      'the office printers: tick a printer when someone refills it with paper',
    );
    expect(named(entities, 'OfficePrinter').actions?.[0]?.label).toBe('Log refilling');
  });
});

describe('a tap that logs a record the idea keeps already', () => {
  it.each([
    [
      'my bikes and their services (date, cost). one tap to log a service for a bike',
      'Bike',
      'Service',
      'cost',
    ],
    [
      'our boats and their inspections (date, hull notes). tap to log an inspection for a boat',
      'Boat',
      'Inspection',
      'hullNotes',
    ],
  ])('"%s" keeps those records, dated, and makes no other', (prompt, owner, act, kept) => {
    const { entities } = specOf(prompt);
    expect(named(entities, owner).actions).toEqual([
      expect.objectContaining({ kind: 'checkOff', over: expect.objectContaining({ entity: act }) }),
    ]);
    expect(named(entities, act).fields.map((field) => field.name)).toContain(kept);
    expect(entities.map((entity) => entity.name)).not.toContain(`${owner}${act}`);
  });
});

describe('what the app is asked to do', () => {
  it.each([
    'our goats: show when each goat was last weighed',
    'the office printers: tick a printer when someone refills it with paper',
    'my bikes: list which need a service',
  ])('"%s" keeps no value named after the ask', (prompt) => {
    const { entities } = specOf(prompt);
    const names = entities.flatMap((entity) => entity.fields.map((field) => field.name));
    expect(names).not.toContain('show');
    expect(names.some((name) => /^(?:tick|list)/.test(name))).toBe(false);
    expect(entities[0]?.name).toMatch(/Goat|Printer|Bike/);
  });

  it.each([
    'goats with their weights, show the heaviest goat',
    'list of my aquariums, show the ones that need cleaning',
    'the canoes we hire out, show which are out today',
  ])('"%s" is no app about shows', (prompt) => {
    const { entities } = specOf(prompt);
    expect(entities.map((entity) => entity.name)).not.toContain('Show');
    expect(entities.flatMap((entity) => entity.fields.map((field) => field.name))).not.toContain(
      'episode',
    );
  });

  it('a record asked about in a question is still a record', () => {
    expect(
      behaviourFound(
        specOf('tap a button to log a walk for a dog, and see when each dog was last walked'),
      ),
    ).toEqual(['Dog.checkOff', 'Dog.latest']);
  });
});

describe('"my streak of days"', () => {
  it.each([
    [
      "my instruments: one tap on an instrument when i've played it today and show my streak of days",
      ['Instrument.checkOff', 'Instrument.streak'],
    ],
    [
      "my scales: one tap on a scale when i've practised it today, and show my streak of days",
      ['Scale.checkOff', 'Scale.streak'],
    ],
    [
      "my prayers: one tap on a prayer when i've said it today and show my streak of weeks",
      ['Prayer.checkOff', 'Prayer.streak'],
    ],
  ])(
    'is the streak of the record checked off, with no record type of days: %s',
    (prompt, found) => {
      const spec = understand(prompt).spec;
      expect(behaviourFound(spec)).toEqual(found);
      expect(spec.entities.map((entity) => entity.name).sort()).toEqual(
        ['CheckIn', found[0]!.split('.')[0]!].sort(),
      );
    },
  );
});

describe('"tick each one off for today"', () => {
  it.each([
    [
      "a list of exercises to do every day. I want to tick each one off for today and see how many days in a row I've kept it up",
      ['Exercise.checkOff', 'Exercise.streak'],
    ],
    [
      "my vitamins to take daily. tick each one off for today and show how many days in a row I've taken it",
      ['Vitamin.checkOff', 'Vitamin.streak'],
    ],
    [
      'the plants on my balcony. I tick each one off for today when watered and want a streak',
      ['Plant.checkOff', 'Plant.streak'],
    ],
  ])('checks off the records named before, once a day: %s', (prompt, expected) => {
    expect(behaviourFound(understand(prompt).spec)).toEqual(expected);
  });
});
