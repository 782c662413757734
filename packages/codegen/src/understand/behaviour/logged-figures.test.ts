import { describe, expect, it } from 'vitest';
import type { Entity } from '../../app-spec.ts';
import { understand } from '../understand.ts';

/**
 * Figures logged at each of some records, with no record of the logging named, are kept on a
 * reading (a result, for times and scores) linked to where they are logged and who logs them; the
 * values asked of them read the field named after each ask, and the best of times is the quickest.
 */

const entitiesOf = (prompt: string) => understand(prompt).spec.entities;
const named = (entities: Entity[], name: string) =>
  entities.find((entity) => entity.name === name)!;
const valuesOf = (entity: Entity) =>
  (entity.computed ?? []).map((value) => `${value.kind} ${value.field}`).sort();
const linksOf = (entity: Entity) =>
  entity.fields.flatMap((field) => (field.type === 'relation' ? [field.relation] : [])).sort();

describe('figures logged at records', () => {
  it.each([
    [
      'river monitoring: we measure ph and turbidity every week at each of our sampling points. average ph per point',
      'SamplingPoint',
      'Reading',
      ['average ph'],
      ['SamplingPoint'],
    ],
    [
      'I note the water level every morning at each of our 4 tanks, and the lowest level per tank',
      'Tank',
      'Reading',
      ['min waterLevel'],
      ['Tank'],
    ],
    [
      'bird survey: volunteers record the count at each hide every month. total count per hide',
      'Hide',
      'Reading',
      ['sum count'],
      ['Hide', 'Volunteer'],
    ],
  ])('"%s"', (prompt, place, log, values, links) => {
    const entities = entitiesOf(prompt);
    expect(valuesOf(named(entities, place))).toEqual(values);
    expect(linksOf(named(entities, log))).toEqual(links);
    expect(named(entities, log).fields.map((field) => field.name)).toContain('date');
  });

  it.each([
    [
      'runners log their finishing time at each race. best time per runner',
      'Runner',
      ['min finishingTime'],
    ],
    [
      'our divers log their breath-hold time at each session; best time for each diver',
      'Diver',
      ['min breathHoldTime'],
    ],
    [
      'cyclists record their climb time at each hill, and the best time per cyclist',
      'Cyclist',
      ['min climbTime'],
    ],
  ])('"%s": a result per person, the best of times the quickest', (prompt, person, values) => {
    const entities = entitiesOf(prompt);
    expect(valuesOf(named(entities, person))).toEqual(values);
    expect(linksOf(named(entities, 'Result'))).toContain(person);
  });

  it.each([
    [
      'allotment: I record rainfall and temperature at each plot every day. total rainfall per plot and the highest and lowest temperature per plot',
      'Plot',
      ['max temperature', 'min temperature', 'sum rainfall'],
    ],
    [
      'greenhouses: we log humidity and temperature at each greenhouse daily; highest and lowest temperature and average humidity for each greenhouse',
      'Greenhouse',
      ['average humidity', 'max temperature', 'min temperature'],
    ],
    [
      'beekeeping: I record weight and temperature at each hive every week, the heaviest weight and the average temperature per hive',
      'Hive',
      ['average temperature', 'max weight'],
    ],
  ])('"%s": each ask reads the field named after it', (prompt, place, values) => {
    expect(valuesOf(named(entitiesOf(prompt), place))).toEqual(values);
  });
});
