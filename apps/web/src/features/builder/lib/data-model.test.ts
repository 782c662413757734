import { describe, expect, it } from 'vitest';
import { STARS_SPEC } from '../testing/model-fixtures';
import {
  entityLabel,
  fieldTypeText,
  fieldsForComputed,
  readDataModel,
  typesLinkingTo,
  type ModelEntity,
} from './data-model';

const entities = () => {
  const model = readDataModel(STARS_SPEC);
  if (model.status !== 'ready') throw new Error('the fixture should read');
  return model.entities;
};
const named = (name: string) => entities().find((entity) => entity.name === name)!;

describe('readDataModel', () => {
  it('has nothing to show before the first generation or with no record types', () => {
    expect(readDataModel(null)).toEqual({ status: 'none' });
    expect(readDataModel(undefined)).toEqual({ status: 'none' });
    expect(readDataModel({ appName: 'Empty', entities: [] })).toEqual({ status: 'none' });
  });

  it('reads what it needs and lets the rest go: missing lists are empty, odd parts dropped', () => {
    const model = readDataModel({
      entities: [
        {
          name: 'Book',
          pluralName: 'Books',
          titleField: 'title',
          fields: [{ name: 'title', label: 'Title', type: 'text', unit: 'x', relation: 7 }],
          computed: 'not a list',
        },
      ],
      somethingNewer: true,
    });
    expect(model).toEqual({
      status: 'ready',
      entities: [
        {
          name: 'Book',
          pluralName: 'Books',
          titleField: 'title',
          fields: [{ name: 'title', label: 'Title', type: 'text', required: false }],
          computed: [],
          actions: [],
        },
      ],
    });
  });

  it('says so when the spec has no readable record types', () => {
    expect(readDataModel({ entities: [{ name: 'Book' }] })).toEqual({ status: 'unreadable' });
    expect(readDataModel('a string')).toEqual({ status: 'unreadable' });
  });
});

describe('the model helpers', () => {
  it('spaces type names and names field types, a link by the type it points at', () => {
    expect(entityLabel('TreatIdea')).toBe('Treat Idea');
    const [reason, , , kid] = named('Earning').fields;
    expect(fieldTypeText(reason!)).toBe('Text');
    expect(fieldTypeText(kid!)).toBe('→ Kid');
  });

  it('finds the types linking to a type', () => {
    expect(typesLinkingTo(entities(), 'Kid').map((entity) => entity.name)).toEqual(['Earning']);
    expect(typesLinkingTo(entities(), 'TreatIdea')).toEqual([]);
  });

  it('offers numbers to a total, dates to a streak, any value to the latest, nothing to a count', () => {
    const earning: ModelEntity = named('Earning');
    const names = (kind: Parameters<typeof fieldsForComputed>[0]) =>
      fieldsForComputed(kind, earning).map((field) => field.name);
    expect(names('sum')).toEqual(['stars']);
    expect(names('max')).toEqual(['stars']);
    expect(names('streak')).toEqual(['earnedOn']);
    expect(names('latest')).toEqual(['reason', 'stars', 'earnedOn']);
    expect(names('count')).toEqual([]);
  });
});
