import { isAmountOfThings } from '../field-clauses.ts';
import { currencyNamedIn, UNIT } from '../field-hints.ts';
import { baseOfIrregular } from '../lexicon/irregular-verbs.ts';
import { isKnownNoun } from '../lexicon/noun-roles.ts';
import { namingRun, SUBJECT_PRONOUNS, tokensOf } from './list-kinds.ts';
import type { ListItem, TextList } from './lists.ts';
import type { Token } from './parse.ts';
import { BE_FORMS, LINKING_VERBS } from './vocabulary.ts';

/**
 * "events have shifts", "products are stored in bins": a sentence, not an item of a list; and
 * after "each book has …", a verb goes on with the clause ("… and sits on a shelf").
 */
export function isSentence(item: ListItem, tokens: Token[], marker: TextList['marker']) {
  // "… and how many activities are required": an amount the record keeps, with its own verb.
  if (isAmountOfThings(item.text)) return false;
  const own = tokensOf(item, tokens);
  const first = own[0];
  // "… and recorded by one of our interviewers": an item that opens with a verb goes on with the
  // clause; after "each book has", a participle may still say a value ("… signed by the author").
  const opensWithVerb =
    first?.pos === 'verb' && !/ing$/.test(first.word) && !isKnownNoun(first.word);
  if (opensWithVerb && (marker !== 'has' || !first.participle)) return true;
  // "…, and when a tenancy ends we write reports": a clause said when something happens.
  // "inkings - every time I fill one pen …": so is a clause said each time it happens.
  const eachTime = /^(?:every|each)$/.test(first?.word ?? '') && own[1]?.word === 'time';
  // "…: so a booking is one guest and one room": a clause that goes on from the one before.
  const when =
    /^(?:when|whenever|once|after|before|if|while|so|because)$/.test(first?.word ?? '') || eachTime;
  if (when && own.some((token) => token.pos === 'verb')) return true;
  // "sightings (date, …), each one is of one species": "each one" and a verb say it of the item
  // before, in a sentence.
  const eachOne = /^(?:each|every)$/.test(first?.word ?? '') && own[1]?.word === 'one';
  if (eachOne && own[2]?.pos === 'verb') return true;
  // "…: we have age group teams, …": a subject and its verb open a sentence.
  if (SUBJECT_PRONOUNS.has(first?.word ?? '') && own[1]?.pos === 'verb') return true;
  const { nouns, rest } = namingRun(own);
  // "inseminations - one cow served with one bull": after a colon, one of them told as it happens.
  const told = rest[0]?.pos === 'verb' || rest[0]?.pos === 'preposition';
  // "… with lat long and depth, and the water samples taken at a station", "… with stand number
  // and size, the exhibitors (company, …)": the next record of the list around.
  // …but "with the hours worked" measures a value, and "with the rupees" is money.
  const last = nouns.at(-1);
  const measure = UNIT.test(last?.word ?? '') || currencyNamedIn([last?.word ?? '']);
  if (marker === 'with' && first?.word === 'the' && last?.plural && !measure) return true;
  if (marker === 'colon' && first?.word === 'one' && nouns.length > 0 && told) return true;
  // "learners also have test attempts": an adverb may stand before the verb.
  const next = rest.find(
    (token) => !/^(?:also|then|too|often|always|usually|sometimes)$/.test(token.word),
  );
  // "horses, …, and farrier visits noting which farrier came": in a list of records an "-ing"
  // describes the item; "with grade, and climbers logging their ascents" starts a clause.
  const describing = /ing$/.test(next?.word ?? '') && marker !== 'with';
  // "with amount left", "with hours worked", "each batch: eggs set, date set": a past form
  // closing an item after "with" or a colon is a value.
  const closingPast =
    (marker === 'with' || marker === 'colon') &&
    first?.word !== 'the' &&
    next === own.at(-1) &&
    (/ed$/.test(next?.word ?? '') || baseOfIrregular(next?.word ?? '') !== undefined);
  const verb = next?.pos === 'verb' && !next.participle && !describing && !closingPast;
  const linking = next && (BE_FORMS.has(next.word) || LINKING_VERBS.has(next.word));
  return nouns.length > 0 && Boolean(verb || linking);
}
