import { describe, expect, it } from 'vitest';
import type { Field, FieldType } from '../app-spec.ts';
import {
  numberChecks,
  numberKeyboard,
  numberRules,
  numberZod,
  withinRules,
} from './number-rules.ts';

const field = (label: string, unit?: string, type: FieldType = 'number'): Field => ({
  name: 'value',
  label,
  type,
  required: false,
  ...(unit === undefined ? {} : { unit }),
});
const rulesOf = (label: string, unit?: string, type?: FieldType) =>
  numberRules(field(label, unit, type));

const NOT_NEGATIVE = { min: 0, integer: false };
const COUNT = { min: 0, integer: true };
const UNBOUNDED = { integer: false };

describe('number rules', () => {
  it('keeps money at zero or more, unless it is a balance or a profit', () => {
    for (const [label, unit] of [
      ['Price', 'USD'],
      ['Monthly rent', 'EUR'],
      ['Hourly rate', 'GBP'],
      ['Ticket price', undefined],
    ] as const) {
      expect(rulesOf(label, unit, 'currency'), label).toEqual(NOT_NEGATIVE);
    }
    for (const [label, unit] of [
      ['Cost', undefined],
      ['Amount spent', undefined],
      ['Fee', '$'],
      ['Deposit', 'USD'],
    ] as const) {
      expect(rulesOf(label, unit), `number ${label}`).toEqual(NOT_NEGATIVE);
    }
    expect(rulesOf('Balance', 'USD', 'currency')).toEqual(UNBOUNDED);
    expect(rulesOf('Net profit', 'USD', 'currency')).toEqual(UNBOUNDED);
  });

  it('keeps durations at zero or more, whether the unit or the label says it', () => {
    for (const [label, unit] of [
      ['Cooking time', 'min'],
      ['Length', 'min'],
      ['Hours played', 'h'],
      ['Lap', 's'],
      ['Water every', 'days'],
      ['Duration', undefined],
      ['Time spent', undefined],
      ['Minutes focused', undefined],
      ['Length of time', undefined],
      ['Best time', undefined],
      ['Pace', 'min/km'],
    ] as const) {
      expect(rulesOf(label, unit), `${label} (${unit ?? ''})`).toEqual(NOT_NEGATIVE);
    }
  });

  it('takes counts as whole numbers of zero or more', () => {
    for (const [label, unit] of [
      ['Number of pages', undefined],
      ['Number of attendees', undefined],
      ['Count', undefined],
      ['Quantity', undefined],
      ['Servings', 'people'],
      ['Reps', 'reps'],
      ['Pages', 'pages'],
      ['Party size', undefined],
      ['Max players', undefined],
      ['Times played', undefined],
      ['Stock', 'pcs'],
      ['Boxes', 'items'],
      ['Jersey number', undefined],
    ] as const) {
      expect(rulesOf(label, unit), `${label} (${unit ?? ''})`).toEqual(COUNT);
    }
  });

  it('takes a measured quantity as a decimal even when its label says quantity', () => {
    expect(rulesOf('Quantity', 'g')).toEqual(NOT_NEGATIVE);
    expect(rulesOf('Amount', 'ml')).toEqual(NOT_NEGATIVE);
    // A rate of counted things is no longer a whole number.
    expect(rulesOf('Reading speed', 'pages/day')).toEqual(NOT_NEGATIVE);
  });

  it('keeps percentages between 0 and 100, and a scale within its range', () => {
    const percentage = { min: 0, max: 100, integer: false };
    expect(rulesOf('Progress', '%')).toEqual(percentage);
    expect(rulesOf('Humidity', 'percent')).toEqual(percentage);
    expect(rulesOf('Percentage done')).toEqual(percentage);
    expect(rulesOf('Body fat %')).toEqual(percentage);
    expect(rulesOf('Score', 'out of 10')).toEqual({ min: 0, max: 10, integer: false });
    expect(rulesOf('Energy', '1-10')).toEqual({ min: 1, max: 10, integer: false });
  });

  it('gives a rating the stars the form draws: 1 to 5', () => {
    expect(rulesOf('Rating', undefined, 'rating')).toEqual({ min: 1, max: 5, integer: true });
    expect(rulesOf('Chemistry', undefined, 'rating')).toEqual({ min: 1, max: 5, integer: true });
  });

  it('keeps weights, distances and heights at zero or more', () => {
    for (const [label, unit] of [
      ['Weight', 'kg'],
      ['Weight', 'lb'],
      ['Distance', 'km'],
      ['Run', 'mi'],
      ['Elevation gain', 'meters'],
      ['Height', 'cm'],
      ['Wind', 'km/h'],
      ['Weight', undefined],
      ['Distance', undefined],
      ['Litres', undefined],
    ] as const) {
      expect(rulesOf(label, unit), `${label} (${unit ?? ''})`).toEqual(NOT_NEGATIVE);
    }
  });

  it('leaves temperatures, changes and numbers without a clue unbounded', () => {
    for (const [label, unit] of [
      ['Temperature', '°C'],
      ['Temperature', undefined],
      ['Body temp', 'F'],
      ['Water', '°F'],
      ['Weight change', 'kg'],
      ['Goal difference', undefined],
      ['Score', undefined],
      ['Year', undefined],
      ['Level', undefined],
      ['Latitude', undefined],
    ] as const) {
      expect(rulesOf(label, unit), `${label} (${unit ?? ''})`).toEqual(UNBOUNDED);
    }
    expect(rulesOf('Title', undefined, 'text')).toEqual(UNBOUNDED);
  });
});

describe('number checks', () => {
  it('say what is wrong in the words the form and the API share', () => {
    expect(numberChecks(field('Servings', 'people')).map((check) => check.message)).toEqual([
      "Servings can't be negative.",
      'Servings must be a whole number.',
    ]);
    expect(numberChecks(field('Progress', '%')).map((check) => check.message)).toEqual([
      'Progress must be between 0 and 100.',
    ]);
    expect(numberChecks(field('Temperature', '°C'))).toEqual([]);
  });

  it('render as zod refinements and as conditions over a number', () => {
    const [range] = numberChecks(field('Progress', '%'));
    expect(range!.breaks('n')).toBe('(n < 0 || n > 100)');
    expect(numberZod(field('Progress', '%'), '')).toEqual({
      required:
        "z.number().min(0, 'Progress must be between 0 and 100.').max(100, 'Progress must be between 0 and 100.')",
      optional:
        "z.number().min(0, 'Progress must be between 0 and 100.').max(100, 'Progress must be between 0 and 100.').nullable().optional()",
    });
    expect(numberZod(field('Price', 'USD', 'currency'), '').required).toBe(
      `z.number().min(0, "Price can't be negative.")`,
    );
  });

  it('bring an example value within the rules', () => {
    expect(withinRules(field('Score', 'out of 10'), 12)).toBe(10);
    expect(withinRules(field('Servings', 'people'), 2.6)).toBe(3);
    expect(withinRules(field('Temperature', '°C'), -12)).toBe(-12);
  });

  it('pick the keyboard: digits for counts, a decimal pad for amounts, a minus sign otherwise', () => {
    expect(numberKeyboard(field('Servings', 'people'))).toBe('"number-pad"');
    expect(numberKeyboard(field('Price', 'USD', 'currency'))).toBe('"decimal-pad"');
    expect(numberKeyboard(field('Temperature', '°C'))).toContain("'numbers-and-punctuation'");
    expect(numberKeyboard(field('Temperature', '°C'))).toContain("'numeric'");
  });
});
