import type { FieldType } from '../app-spec.ts';
import { anyOf, pattern, wordList } from './pattern.ts';

const PRONOUN = wordList('i we you they he she it');
/** "the invoice", "the plant". */
const THE_THING = /the\s+\w+/;
/** "is", "has", "did". */
const AUXILIARY = wordList('is are was were am has have had got gets did does do');
/** "whether it is paid", "whether or not the invoice has been sent" → paid, sent. */
const WHETHER = pattern([
  '^whether\\s+(?:or not\\s+)?',
  anyOf([PRONOUN, THE_THING]),
  `\\s+(?:${AUXILIARY}\\s+)?(?:been\\s+)?(\\w+)`,
  '(?:\\s+(?:it|them|one))?$',
]);
/** "lasted", "took", "ran". */
const LASTED = wordList('lasted last lasts took take takes ran was were');
/** "how long", "how long it lasted", "how long the film ran". */
const HOW_LONG = pattern([
  '^how long',
  `(?:\\s+${anyOf([PRONOUN, 'it', THE_THING])}\\s+${LASTED})?`,
  '$',
]);
/** "why", "what", "whether". */
const QUESTION_WORD = wordList('why what how when where who whether');
/** "the books that I read" → the books (not a question: "what I ate"). */
const THING_SOMEONE_DID = pattern([
  `^(?!${QUESTION_WORD}\\b)`,
  '(.+?)\\s+(?:that\\s+|which\\s+)?',
  PRONOUN,
  '\\s+.+$',
]);

/** "its next wormer", "its next hoof trim", "their passport": what is the record's own. */
const ITS_THING = /(?:its|their|his|her|my|our)\s+(?:\w+\s+){0,2}\w+/;
/**
 * "a date the response is due by", "the day it must be back", "the date its next wormer is due":
 * the date named by what it is.
 */
const DATE_SAID = pattern([
  '^(?:a\\s+|the\\s+)?(?:date|day)\\s+(?:that\\s+|when\\s+)?',
  anyOf([PRONOUN, THE_THING, ITS_THING, '\\w+']),
  "\\s+(?:is|are|was|were|'s|must be|should be|needs to be|has to be)\\s+(\\w+)",
  '(?:\\s+(?:by|back|in|on|out))?$',
]);

/** "how many we've got", "how much of each I have left", "how many of them we hold". */
const HOW_MANY_HELD = pattern([
  '^how (?:many|much)(?:\\s+of\\s+(?:each|them|it))?\\s+',
  PRONOUN,
  "\\s*(?:have|has|'ve got|'ve|got|hold|keep|stock|own)(?:\\s+(?:got|left|in stock|on hand))?$",
]);

/** "done", "read", "stitched": what has been done so far, said as a past participle. */
const PARTICIPLE =
  '(?:[a-z]+ed|done|read|run|made|seen|sold|written|sewn|knit|drunk|eaten|spent|paid|given|grown|won|taken|learnt|swum|ridden)';

/**
 * "how many I've done", "how many pages she has read so far", "how many verses are translated": an
 * amount reached so far (not "how many are needed", an amount to reach).
 */
export const HOW_MANY_SO_FAR = pattern(
  [
    '\\bhow (?:many|much)(?:\\s+([a-z]+))?\\s+(?:',
    PRONOUN,
    "\\s*(?:'ve|'s|have|has)|(?:are|is|have been|has been)(?!\\s+(?:needed|required)\\b))\\s+(?:already\\s+)?(",
    PARTICIPLE,
    ')\\b(?:\\s+(?:so far|to date|already))?',
  ],
  'i',
);

/** "how many stickers it needs in total", "how many hours are required": an amount to reach. */
export const HOW_MANY_NEEDED = pattern(
  [
    '\\bhow (?:many|much)\\s+([a-z]+)\\s+(?:',
    PRONOUN,
    '\\s+(?:needs?|requires?)|(?:are|is)\\s+(?:needed|required))',
    '(?:\\s+(?:in total|altogether|overall|to finish|to complete))?',
  ],
  'gi',
);

/** The two amounts as whole clauses: a field list's item. */
const SO_FAR_CLAUSE = pattern(['^', HOW_MANY_SO_FAR, '$']);
const NEEDED_CLAUSE = pattern(['^', HOW_MANY_NEEDED, '$']);

/** "the level where I need to order more", "the point at which we should restock", "when to reorder". */
const REORDER_POINT = pattern([
  '^(?:(?:the\\s+)?(?:level|point|number|amount)\\s+(?:where|when|at which)\\s+',
  PRONOUN,
  '\\s+(?:need to|have to|should|must|ought to|want to)?\\s*|when to\\s+)',
  '(?:order|re-?order|restock|buy|get)(?:\\s+(?:some\\s+|in\\s+)?more)?$',
]);

/** Clauses people write in field lists, as the field they mean: "whether it is paid" → paid (yes/no). */
const CLAUSE_FIELDS: [RegExp, (match: RegExpExecArray, original: string) => string, FieldType?][] =
  [
    [WHETHER, (match) => match[1] ?? '', 'boolean'],
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
    // "how many we've got", "how much of each I have": what is in stock.
    [HOW_MANY_HELD, () => 'quantity', 'number'],
    // "how many I've done", "how many pages I've read": the amount so far.
    [SO_FAR_CLAUSE, (match) => `${match[1] ?? ''} ${match[2] ?? ''}`.trim(), 'number'],
    // "how many stickers it needs in total": the amount to reach.
    [NEEDED_CLAUSE, (match) => `${match[1] ?? ''} needed`, 'number'],
    // "the level where I need to order more", "the point at which we restock": a reorder level.
    [REORDER_POINT, () => 'reorder level', 'number'],
    // "how many days before it expires" counts down to a date the record keeps: no field of its own.
    [
      /^how many (?!(?:days|weeks|months|years) (?:until|till|before|left|remain|to go)\b)([a-z]+)\b.*$/,
      (match) => match[1] ?? '',
      'number',
    ],
    [/^where to (\w+)(?:\s+(?:it|them))?$/, (match) => `where to ${match[1]}`],
    [/^how often\s+to\s+(\w+)(?:\s+(?:it|them))?$/, (match) => `${match[1]} every`],
    [HOW_LONG, () => 'duration'],
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
    [DATE_SAID, (match) => (match[1] === 'back' ? 'return date' : `${match[1]} date`), 'date'],
    [THING_SOMEONE_DID, (match, original) => original.slice(0, match[1]?.length)],
  ];

/**
 * "how many stickers it needs", "how many pages I've read": an amount of other things the record
 * keeps as a number, never those things as records.
 */
export const isAmountOfThings = (text: string) =>
  [SO_FAR_CLAUSE, NEEDED_CLAUSE].some((clause) => clause.test(text.trim().toLowerCase()));

/** A clause as the field it means ("how long it took" → duration), with the type it implies. */
export function rewriteClause(base: string): { base: string; type?: FieldType } {
  for (const [pattern, field, type] of CLAUSE_FIELDS) {
    const match = pattern.exec(base.toLowerCase());
    if (match) return { base: field(match, base), type };
  }
  return { base };
}
