import type { Field, FieldType } from '../app-spec.ts';
import { isColourPhrase } from './theme.ts';
import { DEFAULT_OPTIONS, selectOptionsFor } from './select-options.ts';
import { fieldIdentifier, isReservedFieldName, labelOf, wordsOf } from './text.ts';

const words = (list: string) => new Set(list.split(' '));

const DATE_WORDS = words('date dated day birthday birthdate bday dob deadline due anniversary expiry expiration expires when');
const NUMBER_WORDS = words(
  'rating rate ratings stars score scores points count number amount price cost costs fee fees tip total sum budget ' +
    'balance salary income spent spending value worth minutes mins hours hrs seconds secs days weeks months years ' +
    'duration age year quantity qty servings portions calories kcal weight height length width depth distance steps ' +
    'reps sets laps rounds pages mileage miles km kilometers kilometres kg lbs pounds percent percentage level volume ' +
    'capacity population bpm pulse temperature temp humidity streak glasses cups liters litres ml oz units stock ' +
    'vintage speed pace elevation attempts visits times odometer progress fat protein carbs sugar fiber deposit ' +
    'discount tax profit revenue sales interest precipitation rainfall wind degrees inches feet',
);
const BOOLEAN_WORDS = words(
  'done complete completed finished active favorite favourite starred pinned archived bought purchased paid watched ' +
    'visited read owned attended returned verified confirmed approved enabled available packed taken checked vegan ' +
    'vegetarian private public shared booked reserved signed sent received delivered cancelled canceled resolved ' +
    'recurring urgent important organic installed watered fed cleaned published sold used opened achieved met ' +
    'subscribed enrolled submitted',
);
const LONG_TEXT_WORDS = words(
  'notes note description desc ingredients instructions directions method bio biography body content comments ' +
    'comment summary review details thoughts reflection reflections feedback symptoms agenda lyrics memo story ' +
    'journal diary remarks observations highlights lessons learnings ideas',
);
const PARTICIPLES = words('read run spent paid won lost eaten drunk slept swum made sold bought left burned burnt done');
const WORD_TYPES: [Set<string>, FieldType][] = [
  [DATE_WORDS, 'date'],
  [NUMBER_WORDS, 'number'],
  [BOOLEAN_WORDS, 'boolean'],
  [LONG_TEXT_WORDS, 'longText'],
];

const PHRASE_TYPES: [RegExp, FieldType][] = [
  [/\b(phone|mobile|cell|telephone|tel|account|serial|model|tracking|licen[cs]e|plate|flight|order|invoice|reference|ref|passport|policy|isbn|part|sku|room|seat|table|house|street|zip|postal|bank|card|id|registration|vin|confirmation|booking)\s+(number|no|num|code)$/, 'text'],
  [/^(date|day|time) (of|when)\b/, 'date'],
  [/^(date|day) \w+$/, 'date'],
  [/^last \w+$/, 'date'],
  [/^(in|out of) stock$/, 'boolean'],
  [/^(is|has|was|are|were|did|does|have|had|can|needs?|should|got) /, 'boolean'],
  [/^(number|amount|count|total|sum|price|cost|fee) (of|paid|spent|due|owed|left|remaining)\b/, 'number'],
  [/^how (many|much)\b/, 'number'],
  [/^(priority|difficulty|importance|urgency|severity|intensity) level$/, 'select'],
  [/\b(cook|cooking|prep|preparation|bake|baking|total|reading|screen|sleep|travel|wait|waiting|run|running|play|playing|study|studying|practice|workout|exercise|commute|drive|driving|session|brew|brewing|rest|recovery) time$/, 'number'],
];

const TYPE_HINTS: [RegExp, FieldType][] = [
  [/^(yes ?\/ ?no|yes or no|true ?\/ ?false|boolean|bool|checkbox|check box|toggle|switch|flag)$/, 'boolean'],
  [/^(number|numeric|integer|int|decimal|float|num)$/, 'number'],
  [/^(date|day|yyyy-mm-dd)$/, 'date'],
  [/^(long text|paragraph|multiline|multi-line|textarea|text area|long)$/, 'longText'],
  [/^(text|string|short text|word|words)$/, 'text'],
  [/^(select|choice|dropdown|drop-down|picker|enum|options?)$/, 'select'],
];
const UNIT =
  /^(minutes?|mins?|hours?|hrs?|seconds?|secs?|days|weeks|months|years|kg|kgs|kilos?|lbs?|pounds|grams?|g|km|kms|kilometers|kilometres|miles?|mi|meters|metres|cm|mm|ml|liters?|litres?|oz|ounces|cups?|%|percent|\$|€|£|usd|eur|gbp|dollars|euros|°c|°f|celsius|fahrenheit|kcal|cal|calories|pages|steps|reps|bpm|mph|kmh|km\/h|out of (5|10|100)|1-5|1-10|0-10)$/;

/** Words that mean the phrase is a sentence or an app feature, not a field. */
const NOT_A_FIELD = words(
  'i we you they he she me us them want wants need needs should would could can will please let lets make so because ' +
    'app application screen screens tab tabs page button buttons login signup sign theme mode notifications reminders ' +
    'reminder chart charts graph graphs search sync dashboard icon icons logo design style layout feature features',
);
const LEADING_FILLER =
  /^(?:(?:a|an|the|its|their|his|her|my|our|your|each|every|one|some|any|also|and|or|plus|with|optional|then|etc)\s+|[\p{L}\p{N}-]+['’]s?\s+|(?:a\s+)?(?:field|fields|column|columns|space|place|spot|input|box)\s+(?:for|with)\s+)/iu;
const TRAILING_FILLER = /\s+(?:field|fields|column|columns|property|properties|attribute|attributes|etc)$/i;
const CLAUSE_START = /^(?:in|to|for|so|that|which|where|called|named|using|on|at|by|from|like|as)\s/i;

export interface FieldHints {
  type?: FieldType;
  options?: string[];
  unit?: string;
  required?: boolean;
}

/** "(low, medium, high)" → options; "(number)" → a type; "(minutes)" → a unit; "(required)" → required. */
function readParenthetical(inner: string, hints: FieldHints) {
  const text = inner.trim().toLowerCase();
  if (/^(required|mandatory|must)$/.test(text)) return { ...hints, required: true };
  const hinted = TYPE_HINTS.find(([pattern]) => pattern.test(text));
  if (hinted) return { ...hints, type: hinted[1] };
  if (UNIT.test(text)) return { ...hints, type: 'number' as const, unit: inner.trim() };
  const options = inner
    .split(/,|\/|\||\bor\b/)
    .map((option) => option.trim())
    .filter((option) => option.length > 0 && option.length <= 30)
    .map((option) => option.charAt(0).toUpperCase() + option.slice(1));
  return options.length >= 2 ? { ...hints, type: 'select' as const, options: [...new Set(options)].slice(0, 12) } : hints;
}

function stripFillers(phrase: string) {
  let text = phrase.replace(/["“”]/g, '').trim();
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(LEADING_FILLER, '').replace(TRAILING_FILLER, '').trim();
  }
  return text;
}

function inferType(phraseWords: string[]): FieldType {
  const phrase = phraseWords.join(' ');
  const ruled = PHRASE_TYPES.find(([pattern]) => pattern.test(phrase));
  if (ruled) return ruled[1];
  const head = phraseWords.at(-1) ?? '';
  if (PARTICIPLES.has(head) && phraseWords.slice(0, -1).some((word) => NUMBER_WORDS.has(word))) return 'number';
  const byHead = WORD_TYPES.find(([table]) => table.has(head));
  if (byHead) return byHead[1];
  for (const word of [...phraseWords].reverse()) {
    const byWord = WORD_TYPES.find(([table]) => table.has(word));
    if (byWord) return byWord[1];
  }
  return 'text';
}

/** The words of a phrase that name a select, last first ("workout type" → "type"). */
const selectOptionsOf = (phraseWords: string[], entityWords: string[]) => {
  const context = [...entityWords, ...phraseWords];
  for (const word of [...phraseWords].reverse()) {
    const options = selectOptionsFor(word, context);
    if (options) return options;
  }
  return undefined;
};

/**
 * One phrase of a field list ("the finished date", "priority (low, high)", "cook time (minutes)")
 * → a field, or undefined when the phrase is a clause, a theme or an app feature rather than a field.
 */
export function fieldFromPhrase(phrase: string, entityWords: string[], position = 0): Field | undefined {
  let hints: FieldHints = {};
  const withoutParens = phrase.replace(/\(([^)]*)\)?/g, (_match, inner: string) => {
    hints = readParenthetical(inner, hints);
    return ' ';
  });
  let base = stripFillers(withoutParens.replace(/[.!?;:,]+/g, ' '));
  if (/\b(required|mandatory)\b/i.test(base)) {
    hints = { ...hints, required: true };
    base = stripFillers(base.replace(/\b(required|mandatory)\b/gi, ' '));
  }
  const phraseWords = wordsOf(base);
  if (phraseWords.length === 0 || phraseWords.length > 5) return undefined;
  if ((CLAUSE_START.test(base) && !/^(in|out of) stock$/i.test(base)) || isColourPhrase(phraseWords)) return undefined;
  if (phraseWords.some((word) => NOT_A_FIELD.has(word))) return undefined;
  const name = fieldIdentifier(base) || `field${position + 1}`;
  if (isReservedFieldName(name)) return undefined;
  const type = hints.type ?? (selectOptionsOf(phraseWords, entityWords) && inferType(phraseWords) === 'text' ? 'select' : inferType(phraseWords));
  const label = labelOf(hints.unit ? `${base} (${hints.unit})` : base);
  const field: Field = { name, label, type, required: hints.required ?? false };
  if (type === 'select') field.options = hints.options ?? selectOptionsOf(phraseWords, entityWords) ?? DEFAULT_OPTIONS;
  return field;
}
