import { describe, expect, it } from 'vitest';
import { STARS_SPEC } from '../testing/model-fixtures';
import { readDataModel } from './data-model';
import { editProblem } from './model-edit';

const entities = () => {
  const model = readDataModel(STARS_SPEC);
  if (model.status !== 'ready') throw new Error('the fixture should read');
  return model.entities;
};

describe('editProblem', () => {
  it('refuses an empty name, a name without a letter and a long one, with the reason', () => {
    const rename = (to: string) =>
      editProblem({ op: 'renameEntity', entity: 'Kid', to }, entities());
    expect(rename('   ')).toBe('Type a name.');
    expect(rename('42')).toBe('A name needs a letter.');
    expect(rename('x'.repeat(41))).toBe('Keep the name to 40 characters or fewer.');
    expect(rename('Child')).toBeNull();
  });

  it('refuses the name a type or field already has, and a field label taken', () => {
    expect(editProblem({ op: 'renameEntity', entity: 'Kid', to: 'kid' }, entities())).toBe(
      'That is already its name.',
    );
    expect(
      editProblem({ op: 'renameField', entity: 'Kid', field: 'name', to: 'Name ' }, entities()),
    ).toBe('That is already its name.');
    expect(
      editProblem({ op: 'addField', entity: 'Kid', label: 'birthday', type: 'date' }, entities()),
    ).toBe('Kid already has a field called Birthday.');
  });
});
