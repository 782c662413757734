import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';

const fieldsOf = (prompt: string) =>
  understand(prompt).spec.entities.flatMap((entity) =>
    entity.fields.map((field) => `${field.name}:${field.type}`),
  );

describe('an activity named by what it yields ("meter readings")', () => {
  it.each([
    'keep track of my water meter readings every week',
    'record the rain gauge readings after every storm',
    'keep the greenhouse thermometer readings each day',
  ])('keeps the number read, not the activity kind: %s', (prompt) => {
    const fields = fieldsOf(prompt);
    expect(fields).toContain('reading:number');
    expect(fields).not.toContain('author:text');
  });

  it('leaves the activity itself its kind ("my bedtime reading")', () => {
    expect(fieldsOf('a log of my bedtime reading')).toContain('author:text');
  });
});
