import { describe, expect, it } from 'vitest';
import type { Entity } from '../../app-spec.ts';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';
import { doneFlagOf } from './done-actions.ts';
import { withOwnValues } from './own-values.ts';

/**
 * Values and taps said without naming the field or the link: the only amount, money said as a
 * verb, a link a value per record implies, a state marked in -ed, a named date that has passed.
 */

const entitiesOf = (prompt: string) => understand(prompt).spec.entities;
const named = (entities: Entity[], name: string) =>
  entities.find((entity) => entity.name === name)!;
const valuesOf = (entity: Entity) =>
  (entity.computed ?? []).map((value) => ({ kind: value.kind, field: value.field }));

describe('values said loosely', () => {
  it.each([
    [
      'sheep farm: my flocks and the lambs born, each lamb with its weight. show the heaviest lamb per flock and the total weight per flock',
      'Flock',
      [
        { kind: 'sum', field: 'weight' },
        { kind: 'max', field: 'weight' },
      ],
    ],
    [
      'a bakery: customers and their orders (date, cake, price). show how much each customer has spent',
      'Customer',
      [{ kind: 'sum', field: 'price' }],
    ],
    [
      'kennel: our 3 dogs and their walks (date, minutes); total minutes per dog',
      'Dog',
      [{ kind: 'sum', field: 'minutes' }],
    ],
  ])('"%s" reads the only amount it can be', (prompt, owner, values) => {
    expect(valuesOf(named(entitiesOf(prompt), owner))).toEqual(values);
  });

  it.each([
    'i keep hives. log each inspection (date, frames of brood, queen seen y/n, honey taken in kg). show total honey per hive this year',
    'my hives and the inspections I do (date, honey taken in kg): total honey per hive this year',
  ])('"%s" links the records a value per hive reads to the hive', (prompt) => {
    const entities = entitiesOf(prompt);
    const hive = named(entities, 'Hive');
    expect(hive.computed?.[0]).toMatchObject({
      kind: 'sum',
      over: { entity: 'Inspection', link: 'hive' },
      field: 'honeyTaken',
      period: 'year',
    });
    expect(named(entities, 'Inspection').fields).toContainEqual(
      expect.objectContaining({ name: 'hive', type: 'relation', relation: 'Hive' }),
    );
  });

  it('keeps a count of how many times each record was used, said of the record after "each"', () => {
    const entities = entitiesOf(
      'bike hire: bikes and rentals (date, customer, hours). show how many times each bike has been hired',
    );
    expect(named(entities, 'Bike').computed).toEqual([
      expect.objectContaining({ kind: 'count', over: { entity: 'Rental', link: 'bike' } }),
    ]);
  });
});

describe('an owner only named in a value', () => {
  it.each([
    [
      'darts league: matches (date, player, score). show the highest score per player and the average score per player',
      'Match',
    ],
    [
      'Board game night tracker! We have games, and every game night we log results (date, game, player, score). I want to see per player their highest score ever and their average score, and how many times each game has been played.',
      'Result',
    ],
  ])('"%s" makes the player a record type its records link to', (prompt, records) => {
    const entities = entitiesOf(prompt);
    const player = named(entities, 'Player');
    expect(player.computed?.map((value) => [value.kind, value.over, value.field])).toEqual([
      ['average', { entity: records, link: 'player' }, 'score'],
      ['max', { entity: records, link: 'player' }, 'score'],
    ]);
    expect(named(entities, records).fields).toContainEqual(
      expect.objectContaining({ name: 'player', type: 'relation', relation: 'Player' }),
    );
  });

  it('keeps each ask joined by ", and" with the record it names', () => {
    const entities = entitiesOf(
      'Board game night tracker! We have games, and every game night we log results (date, game, player, score). I want to see per player their highest score ever, and how many times each game has been played.',
    );
    expect(named(entities, 'Game').computed?.map((value) => value.kind)).toEqual(['count']);
    expect(named(entities, 'Player').computed?.map((value) => value.kind)).toEqual(['max']);
  });
});

describe('taps and flags said loosely', () => {
  it.each([
    [
      'podcast: episodes (title, published?) and a button to mark an episode published',
      'Mark published',
    ],
    ['parcels I post with a tracking number; let me mark a parcel shipped', 'Mark shipped'],
  ])('"%s" taps %s', (prompt, label) => {
    const actions = entitiesOf(prompt).flatMap((entity) => entity.actions ?? []);
    expect(actions).toContainEqual(expect.objectContaining({ kind: 'markDone', label }));
  });

  it.each([
    'invoices with a due date; flag any invoice where the due date has passed and it is not paid',
    'deliveries with a delivery date and a delivered tick; highlight the ones whose delivery date has gone by',
  ])('"%s" flags the date that passed as overdue', (prompt) => {
    const overdue = entitiesOf(prompt)
      .flatMap((entity) => entity.computed ?? [])
      .find((value) => value.kind === 'overdue');
    expect(overdue?.field).toMatch(/^(?:dueDate|deliveryDate)$/);
  });

  it.each([
    'a mood diary: days with a mood score; show the weather for each entry',
    'expenses with amount and category, and a note on every entry',
  ])('"%s" makes no record type of "each entry"', (prompt) => {
    expect(entitiesOf(prompt).map((entity) => entity.name)).not.toContain('Entry');
  });

  it("drops how many there are from a record type's name", () => {
    const names = entitiesOf('Keep track of our two cars and every service (date, cost).').map(
      (entity) => entity.name,
    );
    expect(names).toContain('Car');
    expect(names.some((name) => /^Two/.test(name))).toBe(false);
  });

  it('reads a minimum kept as text as the number a low stock flag compares with', () => {
    const candle: Entity = {
      name: 'Candle',
      pluralName: 'Candles',
      titleField: 'name',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true },
        { name: 'stockCount', label: 'Stock count', type: 'number', required: false },
        { name: 'minimum', label: 'Minimum', type: 'text', required: false },
      ],
    };
    const [flagged] = withOwnValues(
      'flag candles running low on stock, below their minimum',
      [candle],
      doneFlagOf,
    );
    expect(flagged!.fields.map((field) => `${field.name}:${field.type}`)).toEqual([
      'name:text',
      'stockCount:number',
      'minimum:number',
    ]);
    expect(flagged!.computed).toEqual([
      expect.objectContaining({ kind: 'lowStock', field: 'stockCount', against: 'minimum' }),
    ]);
  });
});

describe('small words mistyped', () => {
  it.each([
    'tick off each habit evry day and see my streak',
    'i tick off each exercise evrey day and want to see how many days in a row',
    'stretching routine, tick each stretch off evry day, show my streak',
  ])('"%s" checks off each day, with no one-off mark', (prompt) => {
    const found = behaviourFound(understand(prompt).spec);
    expect(
      found
        .filter((item) => /\.(?:checkOff|streak|markDone)$/.test(item))
        .map((item) => item.split('.')[1]),
    ).toEqual(['checkOff', 'streak']);
  });
});

describe('"mark it delivered", where one record type keeps an expected delivery date', () => {
  it.each([
    [
      'florist: events and the bouquets for each event with a price and collection date. let me tap to mark one collected',
      'Bouquet.markDone',
    ],
    [
      'bike shop: customers and their repairs with a price and expected delivery date; one tap to mark it delivered',
      'Repair.markDone',
    ],
    [
      'print shop: customers and the jobs for each customer with a price and dispatch date. let me tap to mark it dispatched',
      'Job.markDone',
    ],
  ])('is a tap on that record type: %s', (prompt, found) => {
    expect(behaviourFound(understand(prompt).spec)).toContain(found);
  });
});

describe('"crossing" is no "cross … -ed" tap', () => {
  it.each([
    'School crossing patrols. Crossings (school, road, times), officers, and incidents reported at a crossing (date, vehicle reg, what happened).',
    'channel swim attempts: for every crossing the pilot boat hired and the time taken',
    'border crossing log: every crossing, the car searched y/n and the queue time',
  ])('%s', (prompt) => {
    expect(
      behaviourFound(understand(prompt).spec).filter((found) => found.endsWith('markDone')),
    ).toEqual([]);
  });
});

describe('"how many" before a past form', () => {
  it.each([
    'craft fair stalls: every market day I log a sale at a stall with how many sold. show the total sold per stall',
    'tree planting sites, and volunteers log every planting session at a site with how many went in. a running total per site',
    'allotment society. We have plots, each with a name. Members log every harvest on a plot with how many came up. Want a running total per plot.',
  ])('is a number said of each record, never a count of them: %s', (prompt) => {
    expect(
      behaviourFound(understand(prompt).spec).filter((found) => found.endsWith('.count')),
    ).toEqual([]);
  });
});
