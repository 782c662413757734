import type { Field } from '../app-spec.ts';
import { isFeaturePhrase } from './features.ts';
import { isColourPhrase } from './theme.ts';
import { DEFAULT_OPTIONS, selectOptionsFor } from './select-options.ts';
import { fieldIdentifier, isReservedFieldName, labelOf, singularOf, wordsOf } from './text.ts';
import { anyOf, pattern, wordList } from './pattern.ts';
import { inferType, words } from './field-types.ts';
import {
  currencyNamedIn,
  readParenthetical,
  shortUnit,
  UNIT,
  type FieldHints,
} from './field-hints.ts';
import { rewriteClause } from './field-clauses.ts';

/** A parsed field; a relation keeps the words of its target until the entities are known. */
export type ParsedField = Field & {
  relationWords?: string;
  /** The prompt said the type, choices or unit ("rating (1-5)", "priority low/high", "distance in km"). */
  explicit?: boolean;
};

/** Words that mean the phrase is a sentence or an app feature, not a field. */
const NOT_A_FIELD = words(
  'i we you they he she me us them want wants need needs should would could can will please let lets make so because ' +
    'app application screen screens tab tabs button buttons login signup sign theme sync icon icons logo design ' +
    'style layout feature features',
);
/** "one tap", "a single click": how something is done in the app, not a value to keep. */
const A_PRESS = /^\s*(?:with\s+)?(?:(?:a|one|single|quick)\s+)+(?:tap|click|press|touch)\b/i;
/** Values a record holds one of, even when the prompt names them in the plural ("due dates", "photos"). */
const ONE_PER_RECORD = words(
  'date deadline birthday time price cost fee photo image picture link url website email address phone number',
);
/** "application deadline", "application fee": an application a record is of, before what it keeps. */
const namesAValue = (phraseWords: string[], index: number) =>
  phraseWords[index] === 'application' &&
  ONE_PER_RECORD.has(singularOf(phraseWords[index + 1] ?? '')) &&
  index + 2 === phraseWords.length;
const singularTypedHead = (base: string) => {
  const match = /^(.*?)([A-Za-z]+)$/.exec(base);
  const head = match?.[2] ?? '';
  const singular = singularOf(head.toLowerCase());
  return match && singular !== head.toLowerCase() && ONE_PER_RECORD.has(singular)
    ? `${match[1]}${singular}`
    : base;
};

/** Things to do in the app: "book", "see", "schedule". */
const APP_VERB = wordList(
  'book see view show mark add get make send find set create edit delete share pay check choose pick write keep ' +
    'remember buy sell order browse search manage plan schedule',
);
/** What such a verb goes on with: "a", "the", "my", "how". */
const VERB_OBJECT_START = wordList(
  'a an the all them it my their your his her our each every how what which when who',
);
/** "book an appointment", "see how many pages I read": something to do in the app, not a value to keep. */
const ACTION = pattern(['^', APP_VERB, '\\s+', VERB_OBJECT_START, '\\b'], 'i');

/** "daily", "monthly", "annual". */
const PERIOD = wordList('daily weekly monthly yearly annual quarterly');
/** "summary", "report", "totals". */
const REPORT = wordList('summary summaries report reports overview totals breakdown');
/** "a monthly summary", "weekly totals": the stats feature, not a field. */
const PERIODIC_REPORT = pattern(['^', PERIOD, '\\s+', REPORT, '$']);

/** "the", "my", "each", "plus", "optional". */
const FILLER_WORD = wordList(
  'a an the its their his her my our your each every one some any also and or plus with optional then etc',
);
/** A count before a word: "3 photos". */
const COUNT = /\d+\s+(?=\p{L}{3})/u;
/** A possessive: "Sam's", "the kids’". */
const POSSESSIVE = /[\p{L}\p{N}-]+['’]s?\s+/u;
/** "a field for", "space for", "column with". */
const FIELD_FOR = pattern([
  '(?:a\\s+)?',
  wordList('field fields column columns space place spot input box'),
  '\\s+(?:for|with)\\s+',
]);
/** Words before a field's name: "the", "3", "Sam's", "a field for". */
const LEADING_FILLER = pattern(
  ['^', anyOf([`${FILLER_WORD}\\s+`, COUNT, POSSESSIVE, FIELD_FOR])],
  'iu',
);
const TRAILING_FILLER =
  /\s+(?:field|fields|column|columns|property|properties|attribute|attributes|etc)$/i;
const CLAUSE_START =
  /^(?:in|to|for|so|that|which|where|called|named|using|on|at|by|from|like|as)\s/i;

function stripFillers(phrase: string) {
  let text = phrase.replace(/["“”]/g, '').trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(LEADING_FILLER, '').replace(TRAILING_FILLER, '').trim();
  }
  return text;
}

/** Words after a field's name saying it is a yes or no. */
const YES_OR_NO = /^(.+?)\s+(?:y\s*\/\s*n|yes\s*\/\s*no|yes or no|true\s*\/\s*false|or not)$/i;

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
  // "returned?", "paid or not", "queen seen y/n", "learned yes/no": a yes or no.
  const asked = /\?\s*$/.test(withoutParens);
  let base = stripFillers(withoutParens.replace(/[.!?;:,]+/g, ' '));
  // "a goal like $5000", "a target e.g. 40": an example says the type, not the name.
  const example =
    /^(.+?)\s+(?:like|e\.?\s?g\.?|such as)\s+([$£€]?)\s?\d[\d,]*(?:\.\d+)?\b.*$/i.exec(base);
  if (example && !hints.type) {
    const sign = example[2] ?? '';
    hints = sign ? readParenthetical(sign, hints) : { ...hints, type: 'number' };
    base = example[1] ?? base;
  }
  const yesOrNo = YES_OR_NO.exec(base);
  if ((yesOrNo || asked) && !hints.type) {
    hints = { ...hints, type: 'boolean' };
    base = yesOrNo?.[1] ?? base;
  }
  if (/(?<!\b(?:are|is)\s+)\b(required|mandatory)\b/i.test(base)) {
    hints = { ...hints, required: true };
    base = stripFillers(base.replace(/\b(required|mandatory)\b/gi, ' '));
  }
  const slashed = /^(.+?)\s+([\p{L}\p{N}-]+(?:\s*\/\s*[\p{L}\p{N}-]+)+)$/u.exec(base);
  if (slashed && !YES_OR_NO.test(` ${slashed[2] ?? ''}`)) {
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
  // "a 1-5 rating", "a 0-10 score": the scale said first.
  const scaleFirst = /^(1-5|1-10|0-10)\s+(.+)$/i.exec(base);
  if (scaleFirst) {
    hints = readParenthetical(scaleFirst[1] ?? '', hints);
    base = scaleFirst[2] ?? base;
  }
  base = singularTypedHead(base);
  const inUnit = /^(.+?)\s+in\s+(\S+)$/.exec(base);
  const unitWord = (inUnit?.[2] ?? '').toLowerCase();
  if (inUnit && (UNIT.test(unitWord) || currencyNamedIn([unitWord]))) {
    hints = readParenthetical(inUnit[2] ?? '', hints);
    base = inUnit[1] ?? base;
  }
  const clause = rewriteClause(base);
  base = clause.base;
  if (clause.type && !hints.type) hints = { ...hints, type: clause.type };
  const phraseWords = wordsOf(base);
  if (ACTION.test(base) || A_PRESS.test(phrase)) return undefined;
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
  // "a home page", "a settings page" are the app's; "page" alone is where in a book.
  const appPage = phraseWords.length > 1 && phraseWords.at(-1) === 'page';
  if (
    appPage ||
    phraseWords.some((word, index) => NOT_A_FIELD.has(word) && !namesAValue(phraseWords, index)) ||
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
  // "hatch due date (21 days for hens, 28 for ducks)": a date with a note is still a date.
  if (hints.type === 'enum' && inferType(phraseWords) === 'date')
    hints = { ...hints, type: undefined, options: undefined };
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
  if (type === 'currency' && !field.unit) field.unit = currencyNamedIn(phraseWords) ?? 'USD';
  if (type === 'relation') field.relationWords = hints.relation;
  if (hints.type || hints.options || hints.unit) field.explicit = true;
  return field;
}
