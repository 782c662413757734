import { describe, expect, it } from 'vitest';
import { buildModel } from '../../render/model.ts';
import { understand } from '../understand.ts';

/** Follow-ups that rename keep what is computed and the actions working. */

const HABITS = 'a habit tracker where I check off habits each day and see my streaks';
const after = (...prompts: string[]) =>
  prompts.reduce((spec, prompt) => understand(prompt, spec).spec, understand(HABITS).spec);
const rendered = (spec: ReturnType<typeof after>) =>
  buildModel(spec).entities.flatMap((entity) => [
    ...entity.computed.map((value) => `${entity.name}.${value.kind}`),
    ...entity.actions.map((action) => `${entity.name}.${action.kind}`),
  ]);

describe('renames in follow-ups', () => {
  it.each([
    [['rename habits to routines'], 'Routine'],
    [['rename the date field to day'], 'Habit'],
    [['rename habits to goals', 'rename the date field to checked on'], 'Goal'],
  ])('%j keeps the streak and the check-off', (prompts, owner) => {
    const spec = after(...prompts);
    expect(rendered(spec)).toEqual([`${owner}.streak`, `${owner}.checkOff`]);
  });
});
