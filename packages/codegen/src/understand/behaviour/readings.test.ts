import { describe, expect, it } from 'vitest';
import type { Entity } from '../../app-spec.ts';
import { understand } from '../understand.ts';
import { withReadings } from './readings.ts';

/** Readings that only grow (odometers, meters), read as how far or how much since, never summed. */

const entitiesOf = (prompt: string) => understand(prompt).spec.entities;
const differences = (entity: Entity | undefined) =>
  (entity?.computed ?? []).filter((value) => value.kind === 'difference');

describe('odometer and meter readings', () => {
  it.each([
    [
      'a vehicle log where I record fuel fill-ups for each car with the date, odometer reading and litres, and see the total mileage per car',
      'Car',
      undefined,
    ],
    [
      'a log for our cars: each car has trips with a date and the odometer at the end; show how far each car went this month',
      'Car',
      'month',
    ],
    [
      'motorbike journal: bikes and rides; each ride has a date and the odometer reading at the end; I want to see how many km each bike has done in total',
      'Bike',
      undefined,
    ],
  ])('"%s" gives the distance, not a sum of readings', (prompt, owner, period) => {
    const entities = entitiesOf(prompt);
    const parent = entities.find((entity) => entity.name === owner);
    const [change] = differences(parent);
    expect(change).toMatchObject({ label: expect.stringMatching(/^Distance/) });
    expect(change?.period).toBe(period);
    const readings = entities.find((entity) => entity.name === change!.over!.entity)!;
    const reading = readings.fields.find((field) => field.name === change!.field)!;
    expect(reading.label).toMatch(/odometer/i);
    // No total adds the readings up, and each reading knows how far since the one before.
    expect(parent!.computed).not.toContainEqual(
      expect.objectContaining({ kind: 'sum', field: reading.name }),
    );
    expect(differences(readings)).toEqual([
      expect.objectContaining({
        label: 'Distance since last',
        over: change!.over,
        field: reading.name,
      }),
    ]);
  });

  const meter: Entity = {
    name: 'Meter',
    pluralName: 'Meters',
    titleField: 'name',
    fields: [{ name: 'name', label: 'Name', type: 'text', required: true }],
  };
  const reading: Entity = {
    name: 'Reading',
    pluralName: 'Readings',
    titleField: 'date',
    fields: [
      { name: 'meter', label: 'Meter', type: 'relation', relation: 'Meter', required: true },
      { name: 'date', label: 'Date', type: 'date', required: true },
      { name: 'reading', label: 'Reading', type: 'number', required: true, unit: 'kWh' },
    ],
  };

  it.each([
    ['see how much each meter used this week', 'Used this week'],
    ['show the usage per meter every year', 'Used this year'],
    ['and the total consumption of each meter', 'Used'],
  ])('a meter read weekly: "%s" is %s', (asked, label) => {
    const [owner, readings] = withReadings(`I note every meter's reading weekly; ${asked}`, [
      meter,
      reading,
    ]);
    expect(differences(owner).map((value) => value.label)).toEqual([label]);
    expect(differences(readings).map((value) => value.label)).toEqual(['Used since last']);
  });

  it('reads nothing when nothing is asked, or when the numbers are not readings', () => {
    expect(withReadings('I note every meter reading weekly', [meter, reading])).toEqual([
      meter,
      reading,
    ]);
    const sessions = entitiesOf(
      'a reading log: books and reading sessions with the date and reading minutes; total minutes per book',
    );
    expect(sessions.flatMap(differences)).toEqual([]);
    const services = entitiesOf(
      'Keep track of my car services (date, mileage, cost) and how much I spent in total per car.',
    );
    expect(services.flatMap(differences)).toEqual([]);
  });
});
