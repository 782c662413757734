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

describe('renames of what an interval reads', () => {
  it('keeps overdue after an interval when its number and its date are renamed', () => {
    const parts =
      'My bike parts. Each part has how many months it lasts and the date I last replaced it. Tell me which ones are past due.';
    const renamed = [
      'rename the months field to lifespan',
      'rename the last replaced field to fitted on',
    ].reduce((spec, prompt) => understand(prompt, spec).spec, understand(parts).spec);
    const part = buildModel(renamed).entities.find((entity) => entity.name === 'Part')!;
    const overdue = part.computed.find((value) => value.kind === 'overdue');
    expect(overdue?.every?.field?.label).toBe('Lifespan');
    expect(overdue?.field?.label).toBe('Fitted on');
  });
});

describe('renames of what records are counted through', () => {
  it('keeps the count of stays through the dogs when dogs are renamed', () => {
    const kennel =
      'Kennel: owners, their dogs, and stays of each dog. Show how many stays each owner had.';
    const renamed = understand('rename dogs to pets', understand(kennel).spec).spec;
    const owner = buildModel(renamed).entities.find((entity) => entity.name === 'Owner')!;
    expect(owner.computed.map((value) => [value.kind, value.over?.through?.entity.name])).toEqual([
      ['count', 'Pet'],
    ]);
  });
});
