import type { Field, FieldType } from '../app-spec.ts';
import { isFeaturePhrase } from './features.ts';
import { isColourPhrase } from './theme.ts';
import { DEFAULT_OPTIONS, selectOptionsFor } from './select-options.ts';
import { fieldIdentifier, isReservedFieldName, labelOf, singularOf, wordsOf } from './text.ts';

const words = (list: string) => new Set(list.split(' '));

const DATE_WORDS = words(
  'date dated day birthday birthdate bday dob deadline due anniversary expiry expiration expires when',
);
const DATETIME_WORDS = words(
  'datetime timestamp time starts ends departure arrival checkin checkout',
);
const CURRENCY_WORDS = words(
  'price prices cost costs fee fees tip budget balance salary income spent spending amount paid owed revenue profit ' +
    'deposit rent wage wages payment payout bankroll buyin winnings stake value worth total',
);
const RATING_WORDS = words('rating ratings stars');
const IMAGE_WORDS = words(
  'photo photos image images picture pictures pic pics cover thumbnail avatar poster snapshot headshot',
);
const LOCATION_WORDS = words('location address place venue where destination spot whereabouts');
const EMAIL_WORDS = words('email e-mail mail');
const URL_WORDS = words('website url link links homepage site webpage');
const PHONE_WORDS = words('phone telephone mobile cell tel');
const NUMBER_WORDS = words(
  'score scores points count number sum rate ' +
    'minutes mins hours hrs seconds secs days weeks months years ' +
    'duration age year quantity qty servings portions calories kcal weight height length width depth distance steps ' +
    'reps sets laps rounds pages mileage miles km kilometers kilometres kg lbs pounds percent percentage level volume ' +
    'capacity population bpm pulse temperature temp humidity streak glasses cups liters litres ml oz units stock ' +
    'vintage speed pace elevation attempts visits times odometer progress fat protein carbs sugar fiber deposit ' +
    'discount tax profit revenue sales interest precipitation rainfall wind degrees inches feet kills deaths assists ' +
    'goals wins losses draws saves assists rebounds touchdowns runs wickets bedrooms bathrooms beds baths floors seats ' +
    'sqft acres',
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
const PAID_LIKE =
  /^(?:deposit|fee|rent|invoice|bill|balance|payment|tax|tuition|dues|membership)\s+(?:paid|sent|received|settled|done|submitted)$/;
const PARTICIPLES = words(
  'read run spent paid won lost eaten drunk slept swum made sold bought left burned burnt done',
);
const WORD_TYPES: [Set<string>, FieldType][] = [
  [DATE_WORDS, 'date'],
  [DATETIME_WORDS, 'datetime'],
  [CURRENCY_WORDS, 'currency'],
  [RATING_WORDS, 'rating'],
  [IMAGE_WORDS, 'imageUrl'],
  [EMAIL_WORDS, 'email'],
  [URL_WORDS, 'url'],
  [PHONE_WORDS, 'phone'],
  [LOCATION_WORDS, 'location'],
  [NUMBER_WORDS, 'number'],
  [BOOLEAN_WORDS, 'boolean'],
  [LONG_TEXT_WORDS, 'longText'],
];

const PHRASE_TYPES: [RegExp, FieldType][] = [
  // "where to stream it" names a service or a shop, not a place on a map.
  [/^where to (?:stream|watch|buy|listen|read|play|find|get|order)\b/, 'text'],
  [
    /\b(account|serial|model|tracking|licen[cs]e|plate|flight|order|invoice|reference|ref|passport|policy|isbn|part|sku|room|seat|table|house|street|zip|postal|bank|card|id|registration|vin|confirmation|booking)\s+(number|no|num|code)$/,
    'text',
  ],
  [/^(date|day) (of|when)\b/, 'date'],
  [
    /^(due|start|end|pickup|pick-up|drop-off|departure|arrival|meeting|appointment|wake|wake-up|bed|reminder|delivery|check-in|checkout|check-out|kick-off|kickoff) time$/,
    'datetime',
  ],
  [
    /^(date and time|time and date|date time|start time|end time|starts at|ends at|start|end|time of \w+)$/,
    'datetime',
  ],
  [/^(email|e-mail) address$/, 'email'],
  [/^(phone|mobile|cell) (number|no)$/, 'phone'],
  [/^web (address|link|page)$/, 'url'],
  [/^(street |home |mailing |postal |delivery )?address$/, 'location'],
  [/^(date|day) \w+$/, 'date'],
  [/^last \w+$/, 'date'],
  [/^(in|out of) stock$/, 'boolean'],
  [/^(is|has|was|are|were|did|does|have|had|can|needs?|should|got) /, 'boolean'],
  [/^(price|cost|fee|amount) (of|paid|spent|due|owed|left|remaining)\b/, 'currency'],
  [/^(number|count|total|sum) (of|paid|spent|due|owed|left|remaining)\b/, 'number'],
  [/^how (many|much)\b/, 'number'],
  [
    /^(priority|difficulty|importance|urgency|severity|intensity|roast|skill|spice|experience) level$/,
    'enum',
  ],
  [
    /^(amount|total) (of )?(\w+ )?(glasses|cups|steps|reps|calories|pages|minutes|hours|ml|liters|litres|km|miles)$/,
    'number',
  ],
  [
    /\b(best|fastest|lap|finish|finishing|race|split|record|target|goal|cook|cooking|prep|preparation|bake|baking|total|reading|screen|sleep|travel|wait|waiting|run|running|play|playing|study|studying|practice|workout|exercise|commute|drive|driving|session|brew|brewing|rest|recovery) time$/,
    'number',
  ],
];

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
};
const UNIT =
  /^(minutes?|mins?|hours?|hrs?|seconds?|secs?|days|weeks|months|years|kg|kgs|kilos?|lbs?|pounds|grams?|g|km|kms|kilometers|kilometres|miles?|mi|meters|metres|cm|mm|ml|liters?|litres?|oz|ounces|cups?|%|percent|\$|€|£|usd|eur|gbp|dollars|euros|°c|°f|celsius|fahrenheit|kcal|cal|calories|pages|steps|reps|bpm|mph|kmh|km\/h|out of (5|10|100)|1-5|1-10|0-10)$/;

/** A parsed field; a relation keeps the words of its target until the entities are known. */
export type ParsedField = Field & {
  relationWords?: string;
  /** The prompt said the type, choices or unit ("rating (1-5)", "priority low/high", "distance in km"). */
  explicit?: boolean;
};

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
const shortUnit = (unit: string) => (UNIT_SHORT[unit.toLowerCase()] ?? unit).slice(0, 12);

/** Words that mean the phrase is a sentence or an app feature, not a field. */
const NOT_A_FIELD = words(
  'i we you they he she me us them want wants need needs should would could can will please let lets make so because ' +
    'app application screen screens tab tabs page button buttons login signup sign theme sync icon icons logo design ' +
    'style layout feature features',
);
/** Values a record holds one of, even when the prompt names them in the plural ("due dates", "photos"). */
const ONE_PER_RECORD = words(
  'date deadline birthday time price cost fee photo image picture link url website email address phone number',
);
const singularTypedHead = (base: string) => {
  const match = /^(.*?)([A-Za-z]+)$/.exec(base);
  const head = match?.[2] ?? '';
  const singular = singularOf(head.toLowerCase());
  return match && singular !== head.toLowerCase() && ONE_PER_RECORD.has(singular)
    ? `${match[1]}${singular}`
    : base;
};

/** "book an appointment", "see how many pages I read": something to do in the app, not a value to keep. */
const ACTION =
  /^(?:book|see|view|show|mark|add|get|make|send|find|set|create|edit|delete|share|pay|check|choose|pick|write|keep|remember|buy|sell|order|browse|search|manage|plan|schedule)\s+(?:a|an|the|all|them|it|my|their|your|his|her|our|each|every|how|what|which|when|who)\b/i;

/** "a monthly summary", "weekly totals": the stats feature, not a field. */
const PERIODIC_REPORT =
  /^(?:daily|weekly|monthly|yearly|annual|quarterly)\s+(?:summary|summaries|report|reports|overview|totals|breakdown)$/;
const LEADING_FILLER =
  /^(?:(?:a|an|the|its|their|his|her|my|our|your|each|every|one|some|any|also|and|or|plus|with|optional|then|etc)\s+|\d+\s+(?=\p{L}{3})|[\p{L}\p{N}-]+['’]s?\s+|(?:a\s+)?(?:field|fields|column|columns|space|place|spot|input|box)\s+(?:for|with)\s+)/iu;
const TRAILING_FILLER =
  /\s+(?:field|fields|column|columns|property|properties|attribute|attributes|etc)$/i;
const CLAUSE_START =
  /^(?:in|to|for|so|that|which|where|called|named|using|on|at|by|from|like|as)\s/i;

export interface FieldHints {
  type?: FieldType;
  options?: string[];
  unit?: string;
  required?: boolean;
  /** The entity words of "(relation to author)". */
  relation?: string;
}

/** "(low, medium, high)" → options; "(number)" → a type; "(minutes)" → a unit; "(required)" → required. */
function readParenthetical(inner: string, hints: FieldHints) {
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

function stripFillers(phrase: string) {
  let text = phrase.replace(/["“”]/g, '').trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(LEADING_FILLER, '').replace(TRAILING_FILLER, '').trim();
  }
  return text;
}

const PRONOUN = '(?:i|we|you|they|he|she|it)';
/** Clauses people write in field lists, as the field they mean: "whether it is paid" → paid (yes/no). */
const CLAUSE_FIELDS: [RegExp, (match: RegExpExecArray, original: string) => string, FieldType?][] =
  [
    [
      new RegExp(
        `^whether\\s+(?:or not\\s+)?(?:${PRONOUN}|the\\s+\\w+)\\s+(?:(?:is|are|was|were|am|has|have|had|got|gets|did|does|do)\\s+)?(?:been\\s+)?(\\w+)(?:\\s+(?:it|them|one))?$`,
      ),
      (match) => match[1] ?? '',
      'boolean',
    ],
    [
      new RegExp(`^how\\s+${PRONOUN}\\s+(?:felt|feel|feels|was feeling|were feeling)$`),
      () => 'mood',
    ],
    [/^how often$/, () => 'frequency'],
    [
      /^mark\s+(?:them|it|each(?:\s+\w+)?|the\s+\w+)?\s*as\s+(\w+)$/,
      (match) => match[1] ?? '',
      'boolean',
    ],
    [/^how many ([a-z]+)\b.*$/, (match) => match[1] ?? '', 'number'],
    [/^where to (\w+)(?:\s+(?:it|them))?$/, (match) => `where to ${match[1]}`],
    [/^how often\s+to\s+(\w+)(?:\s+(?:it|them))?$/, (match) => `${match[1]} every`],
    [
      new RegExp(
        `^how long(?:\\s+(?:${PRONOUN}|it|the\\s+\\w+)\\s+(?:lasted|last|lasts|took|take|takes|ran|was|were))?$`,
      ),
      () => 'duration',
    ],
    [
      new RegExp(`^when\\s+${PRONOUN}\\s+(?:was|were|is|are|got|get)\\s+(?:last\\s+)?(\\w+)$`),
      (match) => `last ${match[1]}`,
    ],
    [
      new RegExp(`^how much\\s+${PRONOUN}\\s+(\\w+)(?:\\s+(?:it|them|him|her))?$`),
      (match) => match[1] ?? '',
      'rating',
    ],
    [/^who\s+(\w+)(?:\s+(?:it|them))?$/, (match) => `${match[1]} by`],
    [
      new RegExp(
        `^(?!(?:why|what|how|when|where|who|whether)\\b)(.+?)\\s+(?:that\\s+|which\\s+)?${PRONOUN}\\s+.+$`,
      ),
      (match, original) => original.slice(0, match[1]?.length),
    ],
  ];

function rewriteClause(base: string): { base: string; type?: FieldType } {
  for (const [pattern, field, type] of CLAUSE_FIELDS) {
    const match = pattern.exec(base.toLowerCase());
    if (match) return { base: field(match, base), type };
  }
  return { base };
}

function inferType(phraseWords: string[]): FieldType {
  const phrase = phraseWords.join(' ');
  const ruled = PHRASE_TYPES.find(([pattern]) => pattern.test(phrase));
  if (ruled) return ruled[1];
  const head = phraseWords.at(-1) ?? '';
  // "deposit paid", "invoice sent": whether it happened; "pages read", "hours slept": how much.
  if (PAID_LIKE.test(phrase)) return 'boolean';
  if (PARTICIPLES.has(head) && phraseWords.slice(0, -1).some((word) => NUMBER_WORDS.has(word)))
    return 'number';
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
export function fieldFromPhrase(
  phrase: string,
  entityWords: string[],
  position = 0,
): ParsedField | undefined {
  let hints: FieldHints = {};
  const withoutParens = phrase.replace(/\(([^)]*)\)?/g, (_match, inner: string) => {
    hints = readParenthetical(inner, hints);
    return ' ';
  });
  if (/#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/i.test(phrase)) return undefined;
  let base = stripFillers(withoutParens.replace(/[.!?;:,]+/g, ' '));
  if (/\b(required|mandatory)\b/i.test(base)) {
    hints = { ...hints, required: true };
    base = stripFillers(base.replace(/\b(required|mandatory)\b/gi, ' '));
  }
  const slashed = /^(.+?)\s+([\p{L}\p{N}-]+(?:\s*\/\s*[\p{L}\p{N}-]+)+)$/u.exec(base);
  if (slashed && !/^(?:yes\s*\/\s*no|true\s*\/\s*false)$/i.test(slashed[2] ?? '')) {
    hints = readParenthetical((slashed[2] ?? '').replace(/\s*\/\s*/g, ', '), hints);
    base = slashed[1] ?? base;
  }
  // "assists per player per game" counts assists; "times per day" is the count itself.
  base = base.replace(/(?<!\btimes)(?:\s+per\s+[\p{L}-]+)+$/iu, '');
  const scale = /^(.+?)\s+(1-5|1-10|0-10|out of (?:5|10))$/i.exec(base);
  if (scale) {
    hints = readParenthetical(scale[2] ?? '', hints);
    base = scale[1] ?? base;
  }
  base = singularTypedHead(base);
  const inUnit = /^(.+?)\s+in\s+(\S+)$/.exec(base);
  if (inUnit && UNIT.test((inUnit[2] ?? '').toLowerCase())) {
    hints = readParenthetical(inUnit[2] ?? '', hints);
    base = inUnit[1] ?? base;
  }
  const clause = rewriteClause(base);
  base = clause.base;
  if (clause.type && !hints.type) hints = { ...hints, type: clause.type };
  const phraseWords = wordsOf(base);
  if (ACTION.test(base)) return undefined;
  if (
    phraseWords.length === 0 ||
    phraseWords.length > 5 ||
    /\b(?:goal|target|limit) of \d/.test(base)
  )
    return undefined;
  if (
    (CLAUSE_START.test(base) && !/^(?:(?:in|out of) stock|where to \w+)$/i.test(base)) ||
    isColourPhrase(phraseWords)
  )
    return undefined;
  if (
    phraseWords.some((word) => NOT_A_FIELD.has(word)) ||
    PERIODIC_REPORT.test(phraseWords.join(' '))
  )
    return undefined;
  // "favourites", "a stats screen", "categories": catalogue features. Singular words stay fields
  // ("favorite" yes/no, "label", "summary"), and "tags" too: the tags feature renders a tags field.
  if (
    isFeaturePhrase(base) &&
    !/^(?:tags?|labels?|favou?rite|summary|report|category|profile|alert)$/i.test(base.trim())
  )
    return undefined;
  const name = fieldIdentifier(base) || `field${position + 1}`;
  if (isReservedFieldName(name)) return undefined;
  const either = /^(\w{2,15}) or (\w{2,15})$/.exec(base.trim());
  if (either && !hints.type && inferType(phraseWords) === 'text')
    hints = {
      ...hints,
      type: 'enum',
      options: [labelOf(either[1] ?? ''), labelOf(either[2] ?? '')],
    };
  const type =
    hints.type ??
    (selectOptionsOf(phraseWords, entityWords) && inferType(phraseWords) === 'text'
      ? 'enum'
      : inferType(phraseWords));
  const field: ParsedField = {
    name,
    label: labelOf(base).slice(0, 60),
    type,
    required: hints.required ?? false,
  };
  if (type === 'enum')
    field.options = hints.options ?? selectOptionsOf(phraseWords, entityWords) ?? DEFAULT_OPTIONS;
  if (hints.unit && (type === 'number' || type === 'currency')) field.unit = shortUnit(hints.unit);
  if (type === 'currency' && !field.unit) field.unit = 'USD';
  if (type === 'relation') field.relationWords = hints.relation;
  if (hints.type || hints.options || hints.unit) field.explicit = true;
  return field;
}
