import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../corpus/behaviour-score.ts';
import { LIFTS_AND_POINTS } from '../render/behaviour-specs-money.ts';
import { FUEL_LOG } from '../render/behaviour-specs-readings.ts';
import { renderApp } from '../render/index.ts';
import { applyModelEdit, ModelEditError } from './index.ts';

/** Data model edits by name: each changes the spec, and what it reads follows or is dropped. */

const entity = (spec: typeof LIFTS_AND_POINTS, name: string) =>
  spec.entities.find((item) => item.name === name)!;

describe('data model edits', () => {
  it('renames a field, with the title, sort and computed values that read it', () => {
    const { spec, note } = applyModelEdit(LIFTS_AND_POINTS, {
      op: 'renameField',
      entity: 'Earning',
      field: 'points',
      to: 'stars earned',
    });
    expect(note).toBe('Renamed the Points field of earnings to Stars earned');
    expect(entity(spec, 'Earning').fields).toContainEqual(
      expect.objectContaining({ name: 'starsEarned', label: 'Stars earned', type: 'number' }),
    );
    expect(entity(spec, 'Member').computed).toContainEqual(
      expect.objectContaining({ name: 'points', field: 'starsEarned' }),
    );
    expect(renameTitle().titleField).toBe('why');
    expect(renderApp(spec).frontend['src/screens/EarningFormScreen.tsx']).toContain('Stars earned');

    function renameTitle() {
      return entity(
        applyModelEdit(LIFTS_AND_POINTS, {
          op: 'renameField',
          entity: 'Earning',
          field: 'reason',
          to: 'Why',
        }).spec,
        'Earning',
      );
    }
  });

  it('renames a record type, with the links and values that name it', () => {
    const { spec } = applyModelEdit(LIFTS_AND_POINTS, {
      op: 'renameEntity',
      entity: 'Member',
      to: 'kids',
    });
    expect(entity(spec, 'Kid').pluralName).toBe('Kids');
    expect(entity(spec, 'Earning').fields[0]).toMatchObject({
      name: 'kid',
      label: 'Kid',
      relation: 'Kid',
    });
    expect(entity(spec, 'Kid').computed).toContainEqual(
      expect.objectContaining({ name: 'points', over: { entity: 'Earning', link: 'kid' } }),
    );
    expect(spec.screens.some((screen) => screen.entity === 'Member')).toBe(false);
    expect(behaviourFound(spec)).toContain('Kid.redeem');
  });

  it('adds and retypes fields, keeping what each type needs', () => {
    let { spec } = applyModelEdit(LIFTS_AND_POINTS, {
      op: 'addField',
      entity: 'Lift',
      label: 'Price paid',
      type: 'currency',
    });
    expect(entity(spec, 'Lift').fields.at(-1)).toEqual({
      name: 'pricePaid',
      label: 'Price paid',
      type: 'currency',
      unit: 'USD',
      required: false,
    });
    ({ spec } = applyModelEdit(spec, {
      op: 'retypeField',
      entity: 'Lift',
      field: 'note',
      type: 'enum',
    }));
    expect(entity(spec, 'Lift').fields.find((field) => field.name === 'note')).toMatchObject({
      type: 'enum',
      options: ['Option 1', 'Option 2', 'Option 3'],
    });
    expect(() =>
      applyModelEdit(spec, { op: 'addField', entity: 'Lift', label: 'Note', type: 'text' }),
    ).toThrow('Lift already has a field note.');
  });

  it('drops the values a removed field fed, and the redeem that needed them', () => {
    const { spec, note } = applyModelEdit(LIFTS_AND_POINTS, {
      op: 'removeField',
      entity: 'Redemption',
      field: 'member',
    });
    expect(note).toBe('Removed the link from redemptions to member');
    expect(behaviourFound(spec).filter((item) => item.startsWith('Member.'))).toEqual([
      'Member.balance',
      'Member.progress',
    ]);
    // The balance stays, earned points alone; redeeming needs what goes out, so it is gone.
    expect(entity(spec, 'Member').actions).toEqual([]);
  });

  it('adds a link and a value over the linked records, and removes a value', () => {
    let { spec } = applyModelEdit(LIFTS_AND_POINTS, {
      op: 'addLink',
      entity: 'Lift',
      to: 'Member',
    });
    expect(entity(spec, 'Lift').fields.at(-1)).toMatchObject({
      name: 'member',
      type: 'relation',
      relation: 'Member',
    });
    ({ spec } = applyModelEdit(spec, {
      op: 'addComputed',
      entity: 'Member',
      kind: 'sum',
      over: 'Lift',
      field: 'weight',
    }));
    expect(entity(spec, 'Member').computed?.at(-1)).toEqual({
      kind: 'sum',
      name: 'totalWeight',
      label: 'Total weight',
      over: { entity: 'Lift', link: 'member' },
      field: 'weight',
    });
    expect(() =>
      applyModelEdit(spec, {
        op: 'addComputed',
        entity: 'Member',
        kind: 'max',
        over: 'Lift',
        field: 'note',
      }),
    ).toThrow('Note is not a number: choose a number field.');
    ({ spec } = applyModelEdit(spec, { op: 'removeComputed', entity: 'Member', name: 'points' }));
    expect(behaviourFound(spec)).not.toContain('Member.redeem');
  });

  it('adds the change of a reading over linked records, computed as a difference', () => {
    const { spec } = applyModelEdit(FUEL_LOG, {
      op: 'addComputed',
      entity: 'Car',
      kind: 'difference',
      over: 'FillUp',
      field: 'odometer',
    });
    expect(entity(spec, 'Car').computed?.at(-1)).toEqual({
      kind: 'difference',
      name: 'changeInOdometer',
      label: 'Change in odometer',
      over: { entity: 'FillUp', link: 'car' },
      field: 'odometer',
    });
    expect(renderApp(spec).frontend['src/values.ts']).toContain(
      "changeInOdometer: changeOf(fillUps, 'odometer', 'filledOn'),",
    );
  });

  it('drops a summary value whose field is removed, and keeps the rest of the summary', () => {
    const { spec } = applyModelEdit(FUEL_LOG, {
      op: 'removeField',
      entity: 'FillUp',
      field: 'litres',
    });
    expect(entity(spec, 'FillUp').summary?.map((value) => value.name)).toEqual([
      'fillUpsThisMonth',
      'lastOdometer',
      'daysInARow',
    ]);
    expect(renderApp(spec).backend['src/values.ts']).not.toContain('litres');
  });

  it.each([
    [{ op: 'renameEntity', entity: 'Nobody', to: 'People' }, 'There is no record type Nobody.'],
    [{ op: 'removeField', entity: 'Lift', field: 'ghost' }, 'Lift has no field ghost.'],
    [{ op: 'addLink', entity: 'Lift', to: 'Exercise' }, 'Lifts already link to Exercises.'],
    [
      { op: 'addComputed', entity: 'Exercise', kind: 'count', over: 'Member' },
      'Members do not link to Exercises: add that link first.',
    ],
    [{ op: 'renameField', entity: 'Lift', field: 'note', to: '!!' }, 'use letters'],
  ] as const)('refuses %o with a message', (edit, message) => {
    expect(() => applyModelEdit(LIFTS_AND_POINTS, edit)).toThrow(ModelEditError);
    expect(() => applyModelEdit(LIFTS_AND_POINTS, edit)).toThrow(message);
  });
});
