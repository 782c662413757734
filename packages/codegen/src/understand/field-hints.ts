import type { FieldType } from '../app-spec.ts';
import { anyOf, pattern, wordList } from './pattern.ts';

const TYPE_HINTS: [RegExp, FieldType][] = [
  [
    /^(yes ?\/ ?no|yes or no|true ?\/ ?false|boolean|bool|checkbox|check box|toggle|switch|flag)$/,
    'boolean',
  ],
  [/^(number|numeric|integer|int|decimal|float|num)$/, 'number'],
  [/^(currency|money|price|amount)$/, 'currency'],
  [/^(date|day|yyyy-mm-dd)$/, 'date'],
  [/^(datetime|date ?time|date and time|timestamp)$/, 'datetime'],
  [/^(long text|paragraph|multiline|multi-line|textarea|text area|long)$/, 'longText'],
  [/^(text|string|short text|word|words)$/, 'text'],
  [/^(select|choice|dropdown|drop-down|picker|enum|options?)$/, 'enum'],
  [/^(rating|stars|1-5 stars|star rating)$/, 'rating'],
  [/^(image|photo|picture|image url|photo url)$/, 'imageUrl'],
  [/^(location|place|address)$/, 'location'],
  [/^(email|e-mail)$/, 'email'],
  [/^(url|link|website|web address)$/, 'url'],
  [/^(phone|phone number|telephone)$/, 'phone'],
];
/** Currencies a number field may be in ("price ($)", "budget (EUR)"). */
const CURRENCY_UNITS: Record<string, string> = {
  $: 'USD',
  usd: 'USD',
  dollars: 'USD',
  '€': 'EUR',
  eur: 'EUR',
  euros: 'EUR',
  '£': 'GBP',
  gbp: 'GBP',
  pounds: 'GBP',
  rupees: 'INR',
  naira: 'NGN',
  cedis: 'GHS',
  shillings: 'KES',
  rand: 'ZAR',
  pesos: 'MXN',
  reais: 'BRL',
  yen: 'JPY',
  dirhams: 'AED',
  riyals: 'SAR',
  lira: 'TRY',
  birr: 'ETB',
  taka: 'BDT',
  baht: 'THB',
  ringgit: 'MYR',
  rupiah: 'IDR',
  dong: 'VND',
  zloty: 'PLN',
  forints: 'HUF',
};

/** "with the rupees", "the takings in naira": the currency a word of money names, if any. */
export const currencyNamedIn = (words: string[]) =>
  words.map((word) => CURRENCY_UNITS[word.toLowerCase()]).find(Boolean);

/** "minutes", "hrs", "days". */
const TIME_UNIT = wordList('minutes? mins? hours? hrs? seconds? secs? days weeks months years');
/** "kg", "lbs", "grams". */
const WEIGHT_UNIT = wordList('kg kgs kilos? lbs? pounds grams? g');
/** "km", "miles", "cm". */
const LENGTH_UNIT = wordList('km kms kilometers kilometres miles? mi meters metres cm mm');
/** "ml", "litres", "cups". */
const VOLUME_UNIT = wordList('ml liters? litres? oz ounces cups?');
/** "%", "$", "eur", "dollars". */
const PERCENT_OR_MONEY = wordList('% percent \\$ € £ usd eur gbp dollars euros');
/** Temperatures, energy, counts and speeds: "°c", "kcal", "steps", "bpm", "km/h". */
const MEASURE_UNIT = wordList(
  '°c °f celsius fahrenheit kcal cal calories pages steps reps bpm mph kmh km/h',
);
/** "out of 10", "1-5". */
const SCALE = anyOf(['out of (5|10|100)', '1-5', '1-10', '0-10']);
/** What a number is measured in: "(minutes)", "in km", "(out of 10)". */
export const UNIT = pattern([
  '^(',
  anyOf([TIME_UNIT, WEIGHT_UNIT, LENGTH_UNIT, VOLUME_UNIT, PERCENT_OR_MONEY, MEASURE_UNIT, SCALE]),
  ')$',
]);

const UNIT_SHORT: Record<string, string> = {
  minutes: 'min',
  minute: 'min',
  mins: 'min',
  hours: 'h',
  hour: 'h',
  hrs: 'h',
  seconds: 's',
  secs: 's',
  kilometers: 'km',
  kilometres: 'km',
  kilos: 'kg',
  kilo: 'kg',
  kgs: 'kg',
  percent: '%',
  celsius: '°C',
  fahrenheit: '°F',
};
export const shortUnit = (unit: string) => (UNIT_SHORT[unit.toLowerCase()] ?? unit).slice(0, 12);

export interface FieldHints {
  type?: FieldType;
  options?: string[];
  unit?: string;
  required?: boolean;
  /** The entity words of "(relation to author)". */
  relation?: string;
}

/** "(low, medium, high)" → options; "(number)" → a type; "(minutes)" → a unit; "(required)" → required. */
export function readParenthetical(inner: string, hints: FieldHints) {
  const text = inner.trim().toLowerCase();
  if (/^(required|mandatory|must)$/.test(text)) return { ...hints, required: true };
  const relation =
    /^(?:relation|link|linked|reference|ref|belongs)\s+to\s+(?:an?\s+|the\s+)?(.+)$/.exec(
      text,
    )?.[1];
  if (relation) return { ...hints, type: 'relation' as const, relation };
  const hinted = TYPE_HINTS.find(([pattern]) => pattern.test(text));
  if (hinted) return { ...hints, type: hinted[1] };
  const currency = CURRENCY_UNITS[text];
  if (currency) return { ...hints, type: 'currency' as const, unit: currency };
  if (/^(1-5|out of 5)( stars)?$/.test(text)) return { ...hints, type: 'rating' as const };
  if (UNIT.test(text)) return { ...hints, type: 'number' as const, unit: inner.trim() };
  const options = inner
    .split(/,|\/|\||\bor\b/)
    .map((option) => option.trim())
    .filter((option) => option.length > 0 && option.length <= 30)
    .map((option) => option.charAt(0).toUpperCase() + option.slice(1));
  return options.length >= 2
    ? { ...hints, type: 'enum' as const, options: [...new Set(options)].slice(0, 12) }
    : hints;
}
