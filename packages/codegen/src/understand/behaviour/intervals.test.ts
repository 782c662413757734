import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

/** Overdue once an interval has passed since the thing was last done: said in the idea, or kept by each record. */

const overdueOf = (prompt: string, owner: string) => {
  const entity = understand(prompt).spec.entities.find((candidate) => candidate.name === owner)!;
  const value = entity.computed?.find((candidate) => candidate.kind === 'overdue');
  const from = entity.fields.find((field) => field.name === value?.field);
  return { value, from };
};

describe('overdue after an interval', () => {
  it.each([
    [
      'aquarium: each tank get water change every 10 days, i want see which tanks are behind',
      'Tank',
      { unit: 'day', count: 10 },
      'Last water change',
    ],
    [
      'Fleet of vans: each van needs a safety check once a fortnight. Tell me which vans are late for their check.',
      'Van',
      { unit: 'week', count: 2 },
      'Last safety check',
    ],
    [
      'I rotate my car tyres every 8000 km and change the oil every year. Which cars are late for an oil change?',
      'Car',
      { unit: 'year', count: 1 },
      'Last oil change',
    ],
    [
      "The school's fire doors are inspected every 6 months. Show which doors are overdue.",
      'FireDoor',
      { unit: 'month', count: 6 },
      'Last inspected',
    ],
    // Said of the records named first, and asked when last done too.
    [
      'I inspect fire doors in schools and hospitals once a year. Show when each door was last inspected and which ones are overdue.',
      'FireDoor',
      { unit: 'year', count: 1 },
      'Last inspected',
    ],
    [
      'We service boilers in flats and offices every 12 months; flag the overdue ones and show when each boiler was last serviced',
      'Boiler',
      { unit: 'month', count: 12 },
      'Last serviced',
    ],
  ])('"%s": a fixed interval since a date of the last time', (prompt, owner, every, label) => {
    const { value, from } = overdueOf(prompt, owner);
    expect(value).toMatchObject({ every });
    expect(from).toMatchObject({ type: 'date', label });
    // The interval is no number the record keeps.
    const names = understand(prompt).spec.entities.flatMap((entity) => entity.fields);
    expect(names.some((field) => /every/i.test(field.label))).toBe(false);
  });

  it.each([
    [
      'Goats on the farm: show me any goat that has gone 2 weeks without being weighed.',
      'Goat',
      { unit: 'week', count: 2 },
      'Last weighed',
    ],
    [
      'Our office coffee machines: flag any machine that has not been descaled in 2 months',
      'CoffeeMachine',
      { unit: 'month', count: 2 },
      'Last descaled',
    ],
    // Said in the idea, a week is the interval, over any the template keeps.
    [
      "My houseplants: tell me when one hasn't been watered for a week.",
      'Houseplant',
      { unit: 'week', count: 1 },
      'Last watered',
    ],
  ])('"%s": how long it may go undone is the interval', (prompt, owner, every, label) => {
    const { value, from } = overdueOf(prompt, owner);
    expect(value).toMatchObject({ every });
    expect(from).toMatchObject({ type: 'date', label });
  });

  it('reads the number each record keeps, and the date said as the last time', () => {
    const { value, from } = overdueOf(
      'My bike parts. Each part has how many months it lasts and the date I last replaced it. Tell me which ones are past due.',
      'Part',
    );
    expect(value).toMatchObject({ every: { unit: 'month', field: 'months' } });
    expect(from).toMatchObject({ type: 'date', label: 'Last replaced' });
  });

  it('is said of one record type when the question names none', () => {
    const spec = understand(
      'Gym log: machines are serviced every 3 months, show the ones that are overdue',
    ).spec;
    const withInterval = spec.entities.filter((entity) =>
      entity.computed?.some((value) => value.every),
    );
    expect(withInterval).toHaveLength(1);
  });

  it.each([
    [
      'Fleet of vans: each van needs a safety check once a fortnight. I tap done when a van is checked. Show which vans are late.',
      'Van',
      'Mark checked',
    ],
    [
      'Each fire extinguisher in the warehouse must be checked every month; I press done after checking one. Show which extinguishers are late.',
      'FireExtinguisher',
      'Mark checked',
    ],
  ])('"%s": a tap sets the date it was last done, each time', (prompt, owner, label) => {
    const entity = understand(prompt).spec.entities.find((candidate) => candidate.name === owner)!;
    const overdue = entity.computed!.find((value) => value.kind === 'overdue')!;
    expect(entity.actions).toEqual([
      expect.objectContaining({ kind: 'markDone', label, field: overdue.field }),
    ]);
    // No done flag set once and never again.
    expect(entity.fields.some((field) => field.type === 'boolean')).toBe(false);
  });

  it('counts from the latest of the records logged for it', () => {
    const { value } = overdueOf(
      'Beehives: I inspect each hive every other week and log every inspection with the date and notes. Show which hives are overdue.',
      'Hive',
    );
    expect(value).toMatchObject({
      over: { entity: 'Inspection', link: 'hive' },
      field: 'date',
      every: { unit: 'week', count: 2 },
    });
  });

  it('counts from records that are logged of it, not from any dated records linked to it', () => {
    const { value } = overdueOf(
      'Horses and their rides (date, distance). Every horse needs the farrier every 6 weeks, show which horses are overdue.',
      'Horse',
    );
    expect(value).toMatchObject({ every: { unit: 'week', count: 6 } });
    expect(value?.over).toBeUndefined();
  });

  it.each([
    // A due date of its own says when it is late; how often it is paid does not.
    [
      'Bills app: each bill has an amount and a due date, I pay them every month. Show which bills are overdue.',
      'Bill',
    ],
    // A habit done every day is a streak to keep, no interval.
    ['Choir: every singer should come to practice every day, show who is behind', 'Singer'],
  ])('"%s": no interval', (prompt, owner) => {
    expect(overdueOf(prompt, owner).value?.every).toBeUndefined();
  });
});
