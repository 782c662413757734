import type { Field } from '../app-spec.ts';
import { str } from './names.ts';

/**
 * What a number field accepts, read once from its type, unit and label, and used by both sides:
 * the backend's zod schema, the form's checks (with the same messages) and the form's keyboard.
 * The rules are general (money, durations, counts, percentages, physical sizes), so that a field
 * no rule recognises is left unbounded rather than wrongly refused.
 */
export interface NumberRules {
  min?: number;
  max?: number;
  /** Only whole numbers: counts, and the stars of a rating. */
  integer: boolean;
}

/** The stars of a rating field (RatingStars draws five). */
export const RATING_RULES: NumberRules = { min: 1, max: 5, integer: true };
const UNBOUNDED: NumberRules = { integer: false };
const NOT_NEGATIVE: NumberRules = { min: 0, integer: false };
const COUNT: NumberRules = { min: 0, integer: true };
const PERCENTAGE: NumberRules = { min: 0, max: 100, integer: false };

/** Whole words or phrases of a label (lower case); a phrase's words are joined by `_`. */
const words = (list: string) =>
  new RegExp(`\\b(?:${list.trim().split(/\s+/).join('|').replace(/_/g, '\\s+')})\\b`);
const units = (list: string) => new Set(list.trim().split(/\s+/));

/** Values that may go below zero whatever they measure: a weight change, a goal difference. */
const SIGNED = words(
  'change changes difference diff delta balance profit net offset variance adjustment latitude longitude',
);
const TEMPERATURE = /\btemp(?:erature)?s?\b|°|\bdegrees?\b|\b(?:celsius|fahrenheit|kelvin)\b/;
const PERCENT = /%|\bpercent(?:age)?\b|\bpct\b/;
/** Things counted one by one: "number of pages", "servings", "party size", "jersey number". */
const COUNTED = new RegExp(
  [
    '^(?:number|no\\.?|#) of\\b',
    words(`count quantity qty how_many party_size servings portions reps sets pages times attendees
      guests people persons participants players members travell?ers visitors seats bedrooms
      bathrooms rooms steps episodes chapters items pieces tickets copies children kids`).source,
    '\\b(?:number|no\\.)$',
  ].join('|'),
);
const DURATION = words(
  'duration time seconds minutes mins hours hrs days weeks months years age sleep streak pace',
);
/** Sizes of things in the physical world, named or measured in a unit spelled out. */
const MEASURE = words(`weight height distance length width depth thickness diameter radius mileage
  area volume size capacity dose rainfall calories pulse heart_rate speed elevation_gain grams
  kilograms kilos pounds ounces metres meters kilometres kilometers miles feet inches litres liters
  gallons`);
const MONEY = words('price cost amount fee fees budget salary rent spent paid wage income payment');

const COUNT_UNITS = units(`pc pcs piece pieces item items people persons guests players servings
  portions reps sets pages times copies tickets steps episodes chapters`);
const DURATION_UNITS =
  units(`ms s sec secs second seconds min mins minute minutes h hr hrs hour hours
  d day days wk wks week weeks mo mos month months yr yrs year years`);
const MEASURE_UNITS = units(`mg g kg t oz lb lbs st mm cm m km in ft yd mi mile miles meter meters
  metre metres kilometer kilometers kilometre kilometres feet inch inches gram grams kilo kilos
  kilogram kilograms pound pounds ounce ounces ml cl dl l liter liters litre litres gal gallon
  gallons cup cups tbsp tsp kcal cal kj calories bpm hz kph kmh mph knots m² m2 ha acre acres kb mb
  gb tb w kw kwh mmhg`);
/** A currency code or sign as a number field's unit ("USD", "$"). */
const CURRENCY_UNIT = /^(?:[A-Z]{3}|[$€£¥₹₩₽₺₪฿])$/;

/** "out of 10" → 0 to 10; "1-10" → 1 to 10. */
function scale(unit: string): NumberRules | undefined {
  const outOf = /^(?:out of|\/)\s*(\d+(?:\.\d+)?)$/.exec(unit);
  if (outOf) return { min: 0, max: Number(outOf[1]), integer: false };
  const range = /^(\d+)\s*[-–]\s*(\d+)$/.exec(unit);
  if (range) return { min: Number(range[1]), max: Number(range[2]), integer: false };
  return undefined;
}

/** What a unit says, or undefined when it says nothing this table knows. */
function rulesOfUnit(unit: string): NumberRules | undefined {
  if (CURRENCY_UNIT.test(unit.trim())) return NOT_NEGATIVE;
  const text = unit.trim().toLowerCase();
  const scaled = scale(text);
  if (scaled) return scaled;
  if (TEMPERATURE.test(text)) return UNBOUNDED;
  if (PERCENT.test(text)) return PERCENTAGE;
  if (COUNT_UNITS.has(text)) return COUNT;
  // A rate ("km/h", "min/km", "pages/day") cannot go below zero when what it counts cannot.
  const measured = text.split('/')[0]!.trim();
  if (COUNT_UNITS.has(measured) || DURATION_UNITS.has(measured) || MEASURE_UNITS.has(measured))
    return NOT_NEGATIVE;
  return undefined;
}

/** What a label says, or undefined when it names nothing this table knows. */
function rulesOfLabel(label: string): NumberRules | undefined {
  if (PERCENT.test(label)) return PERCENTAGE;
  if (COUNTED.test(label)) return COUNT;
  if (DURATION.test(label) || MEASURE.test(label) || MONEY.test(label)) return NOT_NEGATIVE;
  return undefined;
}

/** The rules of a number, currency or rating field; other fields have none. */
export function numberRules(field: Field): NumberRules {
  if (field.type === 'rating') return RATING_RULES;
  if (field.type !== 'number' && field.type !== 'currency') return UNBOUNDED;
  const label = field.label.toLowerCase();
  if (SIGNED.test(label)) return UNBOUNDED;
  if (field.type === 'currency') return NOT_NEGATIVE;
  if (TEMPERATURE.test(label)) return UNBOUNDED;
  return (field.unit ? rulesOfUnit(field.unit) : undefined) ?? rulesOfLabel(label) ?? UNBOUNDED;
}

/** A rule of the field, with the sentence both the form and the API answer when a value breaks it. */
export interface NumberCheck {
  message: string;
  /** The condition, over a number expression, under which a value breaks the rule. */
  breaks: (value: string) => string;
  /** The zod refinements of the rule: `.min(0, "Price can't be negative.")`. */
  zod: string;
}

/** The field's rules as checks: its range first ("Progress must be between 0 and 100."), then whole numbers. */
export function numberChecks(field: Field): NumberCheck[] {
  const { min, max, integer } = numberRules(field);
  const label = field.label;
  const checks: NumberCheck[] = [];
  if (min !== undefined || max !== undefined) {
    const message =
      min !== undefined && max !== undefined
        ? `${label} must be between ${min} and ${max}.`
        : min === 0
          ? `${label} can't be negative.`
          : min !== undefined
            ? `${label} must be at least ${min}.`
            : `${label} must be at most ${max}.`;
    const bounds = [
      min === undefined ? undefined : { method: 'min', operator: '<', limit: min },
      max === undefined ? undefined : { method: 'max', operator: '>', limit: max },
    ].filter((bound) => bound !== undefined);
    checks.push({
      message,
      breaks: (value) => {
        const broken = bounds.map((bound) => `${value} ${bound.operator} ${bound.limit}`);
        return broken.length > 1 ? `(${broken.join(' || ')})` : broken[0]!;
      },
      zod: bounds.map((bound) => `.${bound.method}(${bound.limit}, ${str(message)})`).join(''),
    });
  }
  if (integer) {
    const message = `${label} must be a whole number.`;
    checks.push({
      message,
      breaks: (value) => `!Number.isInteger(${value})`,
      zod: `.int(${str(message)})`,
    });
  }
  return checks;
}

/** The zod schemas of a number, currency or rating field, its rules included. */
export function numberZod(field: Field, says: string) {
  const schema = `z.number(${says})${numberChecks(field)
    .map((check) => check.zod)
    .join('')}`;
  return { required: schema, optional: `${schema}.nullable().optional()` };
}

/**
 * The form's keyboard for the field: digits only for counts, digits and a decimal separator for
 * other values that cannot go below zero, and one with a minus sign otherwise (iOS's number pads
 * have none; Android's "numeric" keyboard has it). A JSX attribute value; the form screen that
 * renders it imports `Platform`.
 */
export function numberKeyboard(field: Field) {
  const { min, integer } = numberRules(field);
  if (min !== undefined && min >= 0) return integer ? '"number-pad"' : '"decimal-pad"';
  return "{Platform.OS === 'ios' ? 'numbers-and-punctuation' : 'numeric'}";
}

/** `value` brought within the field's rules: an example or a sample record that passes its own checks. */
export function withinRules(field: Field, value: number) {
  const { min = -Infinity, max = Infinity, integer } = numberRules(field);
  const bounded = Math.min(max, Math.max(min, value));
  return integer ? Math.round(bounded) : bounded;
}
