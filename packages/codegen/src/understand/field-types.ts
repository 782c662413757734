import type { FieldType } from '../app-spec.ts';
import { pattern, wordList } from './pattern.ts';

/** A space-separated list of words as a set. */
export const words = (list: string) => new Set(list.split(' '));

const DATE_WORDS = words(
  'date dated day birthday birthdate bday dob deadline due anniversary expiry expiration expires when',
);
const DATETIME_WORDS = words(
  'datetime timestamp time starts ends departure arrival checkin checkout',
);
const CURRENCY_WORDS = words(
  'price prices cost costs fee fees tip budget balance salary income spent spending amount paid owed revenue profit ' +
    'deposit rent wage wages payment payout bankroll buyin winnings stake value worth total ' +
    // "with the rupees", "the money of the day": money named by what it is counted in.
    'money cash takings dollars euros pounds rupees naira cedis shillings rand pesos reais yen ' +
    'dirhams riyals lira birr taka baht ringgit rupiah dong zloty forints',
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
    'reps sets laps rounds page pages mileage miles km kilometers kilometres meters metres cm mm kg kilos grams lbs ' +
    'pounds percent percentage level volume ' +
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

/** Something owed: "deposit", "invoice", "tuition". */
const DUE_THING = wordList(
  'deposit fee rent invoice bill balance payment tax tuition dues membership',
);
/** Handed over or dealt with: "paid", "sent", "settled". */
const SETTLED = wordList('paid sent received settled done submitted');
/** "deposit paid", "invoice sent". */
const PAID_LIKE = pattern(['^', DUE_THING, '\\s+', SETTLED, '$']);
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

/** What an identifying number belongs to: "tracking", "passport", "room". */
const NUMBERED_THING = wordList(
  'account serial model tracking licen[cs]e plate flight order invoice reference ref passport policy isbn part sku ' +
    'room seat table house street zip postal bank card id registration vin confirmation booking',
);
/** "tracking number", "booking code": an identifier, not a quantity. */
const IDENTIFIER = pattern(['\\b(', NUMBERED_THING, ')\\s+(number|no|num|code)$']);
/** A moment of the day that "time" follows: "pickup", "wake-up", "kick-off". */
const MOMENT = wordList(
  'due start end pickup pick-up drop-off departure arrival meeting appointment wake wake-up bed reminder delivery ' +
    'check-in checkout check-out kick-off kickoff',
);
/** "pickup time", "check-in time": when it happens. */
const MOMENT_TIME = pattern(['^(', MOMENT, ') time$']);
/** What a quantity is counted in: "glasses", "steps", "km". */
const COUNTED_UNIT = wordList(
  'glasses cups steps reps calories pages minutes hours ml liters litres km miles',
);
/** "amount of water glasses", "total steps": a count. */
const AMOUNT_OF_UNITS = pattern(['^(amount|total) (of )?(\\w+ )?(', COUNTED_UNIT, ')$']);
/** Something that takes a while: "lap", "cooking", "commute", "sleep". */
const TIMED_ACTIVITY = wordList(
  'best fastest lap finish finishing race split record target goal cook cooking prep preparation bake baking total ' +
    'reading screen sleep travel wait waiting run running play playing study studying practice workout exercise ' +
    'commute drive driving session brew brewing rest recovery',
);
/** "lap time", "cooking time": how long it took, a number. */
const TIME_TAKEN = pattern(['\\b(', TIMED_ACTIVITY, ') time$']);

/** What a record aims at or must stay within: "a target", "a goal in ml", "a minimum". */
const AIM_WORDS = 'goal target quota limit minimum maximum threshold allowance budget';
/** The aim words as one group of alternatives, for patterns that name an aim. */
export const AIM = wordList(AIM_WORDS);
const AIM_SET = words(AIM_WORDS);
/** A word for what a record aims at or must stay within: a value of it, never a record type. */
export const isAim = (word: string) => AIM_SET.has(word);
/** Money an aim is counted in: "a spending limit", "a savings goal", "a fundraising target". */
const MONEY_AIM = pattern([
  '\\b(spending|savings?|saving|money|cash|fundraising|sales|revenue|price|cost)\\s+(',
  AIM,
  ')$',
]);
/** "a target", "a weekly goal", "a reorder minimum": how much, a number. */
const AIM_AMOUNT = pattern(['^(\\w+\\s+)*(', AIM, ')$']);

const PHRASE_TYPES: [RegExp, FieldType][] = [
  // "where to stream it" names a service or a shop, not a place on a map.
  [/^where to (?:stream|watch|buy|listen|read|play|find|get|order)\b/, 'text'],
  // "frogs seen", "deer spotted": whether they were, on that record.
  [/^[\p{L}-]+ (?:seen|spotted|found|observed|heard|sighted)$/u, 'boolean'],
  [IDENTIFIER, 'text'],
  // "hourly rate", "day rate", "call-out rate": what is charged per hour or day, money.
  [
    /^(?:hourly|daily|day|night|nightly|weekly|monthly|hire|room|call-?out|base|standard|going) rate$/,
    'currency',
  ],
  [/^(date|day) (of|when)\b/, 'date'],
  [MOMENT_TIME, 'datetime'],
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
  [AMOUNT_OF_UNITS, 'number'],
  [TIME_TAKEN, 'number'],
  [MONEY_AIM, 'currency'],
  [AIM_AMOUNT, 'number'],
];

/** The type a field's words suggest ("due date" → date, "pages read" → number), text when none. */
export function inferType(phraseWords: string[]): FieldType {
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
  // "total pieces", "the total stitches": how many of a thing, not money.
  if (phraseWords.length > 1 && phraseWords.at(-2) === 'total' && /[^s]s$/.test(head))
    return 'number';
  for (const word of [...phraseWords].reverse()) {
    const byWord = WORD_TYPES.find(([table]) => table.has(word));
    if (byWord) return byWord[1];
  }
  return 'text';
}
