/**
 * How a prompt introduces a list of fields ("with …", "each book has …") and where the list stops,
 * and how it names what the app keeps ("track books", "an app for orders", "a recipe app").
 */
import { anyOf, pattern, wordList } from './pattern.ts';

/** "fields", "the following details", "info": what a list after "with" is said to hold. */
const FIELD_WORD = wordList('fields? columns? properties attributes details info(?:rmation)?');
/** " the following fields such as", " details for": what may follow "with" before the list. */
const FIELDS_NAMED = pattern([
  /\s+(?:the\s+)?(?:following\s+)?/,
  FIELD_WORD,
  /(?:\s+(?:for|of|like|such as))?/,
]);
/** "with …", "with fields such as …": the words after "with" are optional. */
const WITH_FIELDS = pattern(['with', anyOf([FIELDS_NAMED]), '?']);
/** "that has …", "which stores …"; not "the ones that have (already) expired": what happened. */
const THAT_HAS = pattern([
  wordList('that which'),
  /\s+/,
  wordList('has have stores? records? includes? holds?'),
  /(?!\s+(?:already|just|not|never|been|yet)\b)(?!\s+[a-z]{3,}ed\b)/,
]);
/** The noun of "each book has …", one or two words: the list names its own subject. */
const HOST = /([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)/;
/** "where each book has …", "every member should have …". */
const EACH_THING_HAS = pattern([
  /(?:where\s+)?(?:each|every)\s+/,
  HOST,
  // "every walk I do has …", "each bike that we sell has …": a clause about it comes between.
  /(?:\s+(?:that\s+|which\s+)?(?:i|we|you|they)\s+[a-z]+)?/,
  /\s+/,
  // "each one needs mucking out", "each plant needs watering": what is done to it, not what it keeps.
  anyOf(['has', 'have', 'gets?', 'includes?', /should\s+have/, /needs?(?!\s+[a-z]+ing\b)/]),
  // "the sites each customer has (address, …), the …": a clause about the phrase before ends there.
  /(?!\s*[(,])/,
  // "how much each one has grown", "each request has had": what happened, not what each keeps.
  /(?!\s+(?:already|just|not|never|been|yet|grown|shown|done|gone|had|made|sold|won|seen|taken|given|got|gotten|paid|spent|used|lost|left)\b)/,
]);
/**
 * "for each competition we record …", "on every visit I note down …", "for every fragment I'd
 * like …": what is kept for each.
 */
const FOR_EACH_WE_RECORD = pattern([
  /(?:for|on)\s+(?:each|every)\s+/,
  HOST,
  /,?\s+(?:we|i)\s*/,
  anyOf([
    /\s(?:record|log|note|keep|track|store|save|capture|want|need)/,
    /(?:['’]d|\s+would)\s+like(?:\s+to\s+(?:record|keep|have|note|log|store|see))?/,
  ]),
  // "for every thrower we log their scores", "… how long it took": records of their own, a question.
  /(?:\s+down)?(?!\s+(?:their|his|her|its|my|our|all|some|any|each|every|how|what|when|which|who|whether|if)\b)/,
]);
/** "it should track …", "the app should store …". */
const IT_SHOULD_HAVE = pattern([
  anyOf(['it', 'they', 'the app']),
  /\s+should\s+/,
  wordList('have store track record include hold'),
]);
/** "fields: …". */
const FIELDS_COLON = /fields?\s*:/;
/** "Books: title, author": a colon right after a word. */
const COLON_AFTER_WORD = /(?<=[A-Za-z0-9)]):/;
/** Where a field list starts: "with …", "including …", "each book has …", "fields: …". */
export const LIST_MARKER = pattern(
  [
    /\b/,
    anyOf([
      WITH_FIELDS,
      'including',
      'containing',
      THAT_HAS,
      EACH_THING_HAS,
      FOR_EACH_WE_RECORD,
      IT_SHOULD_HAVE,
      FIELDS_COLON,
      COLON_AFTER_WORD,
    ]),
    /\s*:?\s+/,
  ],
  'gi',
);

/** The end of a sentence: ". ", "!", ";" or ":" before a space or the end. */
const SENTENCE_END = /[.!?;:](?=\s|$)/;
/** " who …", " when …", " where …" (not "and where", ", where"): a clause about someone or some time. */
const WH_CLAUSE = pattern([/(?<!\band|,)\s/, wordList('who when where'), /\s/]);
/** " in km", " in $", " in stock": how a field is measured or what it says, not a new clause. */
const IN_A_MEASURE = pattern([
  /\s+/,
  wordList(
    'stock km kms miles minutes mins hours seconds days weeks months years kg lbs pounds grams cm ' +
      'meters metres ml liters litres dollars euros usd eur gbp [$€£%]',
  ),
  /(?=\W|$)/,
]);
/** "in" that opens a clause ("in the garden"), not a measure ("in km"). */
const IN_NOT_A_MEASURE = pattern(['in(?!', IN_A_MEASURE, ')']);
/**
 * " which is …", "Trips: date which I …", "and which volunteer packed it": a clause about what was
 * said; not a short item of the list asking which record each one has ("Trips: date, which kayak,
 * which paddler went").
 */
const ANOTHER_CLAUSE_WHICH =
  /(?<!,\s|\band\s)which|which(?=\s+[^\s,;.]+\s+[^\s,;.]+\s+(?!and\b|or\b)\w)/;
/** " in …", " for …", " so …", " using …" (not "how often in", "where for"): a clause about something else. */
const OTHER_CLAUSE = pattern([
  /(?<!\bhow often|\bwhere)\s/,
  anyOf([
    IN_NOT_A_MEASURE,
    wordList('for so because that called named using to from on while but please'),
    ANOTHER_CLAUSE_WHICH,
  ]),
  /\s/,
]);
/** " there are several games in a night": a clause of its own. */
const THERE_CLAUSE = /\sthere(?:\s+(?:is|are|was|were|will\s+be)|['’]s)\s/;
/** Where a field list stops: the end of the sentence or a clause that is about something else. */
export const LIST_END = pattern(
  [anyOf([SENTENCE_END, WH_CLAUSE, OTHER_CLAUSE, THERE_CLAUSE])],
  'i',
);

/** "keep track of", "keeping track of". */
const KEEP_TRACK_OF = /keep(?:s|ing)?\s+track\s+of/;
/** "track books", "showcase my paintings", "jot down ideas": a verb whose object is the records. */
export const TRACKING_VERB = pattern(
  [
    /\b/,
    anyOf([
      wordList(
        'track tracks tracking coordinat(?:e|es|ing) arrang(?:e|es|ing) showcas(?:e|es|ing) ' +
          'display(?:s|ing)? exhibit(?:s|ing)?',
      ),
      KEEP_TRACK_OF,
      wordList(
        'manag(?:e|es|ing) log logs logging organi[sz](?:e|es|ing) record records recording ' +
          'catalog(?:ue)?(?:s|ing)? list listing collect collecting plan planning schedul(?:e|es|ing) ' +
          'store storing save saving remember remembering monitor monitoring count counting keep keeping',
      ),
      anyOf(['note down', 'write down', 'jot down']),
      wordList(
        'add adding compare comparing rate rating review reviewing sell selling share sharing browse browsing',
      ),
    ]),
    /\s+(.+)/,
  ],
  'gi',
);
/** What "an app for …" may call the app: "a tool for", "something about", "a website of". */
const APP_NOUN = wordList(
  'app application tool system place way something anything software program tracker platform site website',
);
export const APP_FOR = pattern([/\b/, APP_NOUN, /\s+(?:for|about|of)\s+(.+)/], 'gi');
/** A word for the app after what it keeps: "recipe app", "plant tracker", "book collection" (captured). */
export const APP_WORD = wordList(
  'app application tracker manager list log logger planner organi[sz]er journal diary catalog(?:ue)? ' +
    'keeper counter book notebook database collection inventory register library wishlist watchlist ' +
    'scheduler calendar checklist reminders?',
);
export const APP_SUFFIX = pattern([/\b/, '(', APP_WORD, ')', /\b/], 'gi');

/** "customers can order cakes", "guests reserve tables": the records are the orders, the reservations. */
export const ORDER_VERB =
  /\b(order(?:s|ing)?|reserv(?:e|es|ing)|rent(?:s|ing)?|request(?:s|ing)?)\s+(.+)/gi;
/** "customers can book appointments": "book" as a verb only after a subject or "to"; the noun "book" is common. */
const BOOKS_BEFORE = wordList(
  'can to and will could should i we they customers clients people users guests patients members ' +
    'students parents',
);
export const BOOK_VERB = pattern([/\b/, BOOKS_BEFORE, /\s+(book)\s+(.+)/], 'gi');
