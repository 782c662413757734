import { isKnownVerb } from '../lexicon/noun-roles.ts';
import { asVerb, pluralWord, type Rule } from './tag-rule-kit.ts';
import { singularOf } from '../text.ts';

// Tag rules (see tag-rules.ts) for two ways people write verbs of records: verbs joined by "or",
// and "each" doing something.

/**
 * "a moderator warns, mutes or bans one member": "-s" words WordNet knows as verbs, joined by
 * commas and "or" or "and" between a subject and what they act on, are its verbs.
 */
export const joinedVerbs: Rule = ({ token, tokens, index }) => {
  const verbLike = (at: number) => {
    const word = tokens[at];
    if (!word || !['noun', 'verb'].includes(word.pos)) return false;
    return /s$/.test(word.word) && isKnownVerb(word.word);
  };
  if (!verbLike(index)) return undefined;
  let [start, end] = [index, index];
  for (;;) {
    if (tokens[start - 1]?.pos === 'conjunction' && verbLike(start - 2)) start -= 2;
    else if (tokens[start - 1]?.comma && verbLike(start - 1)) start -= 1;
    else break;
  }
  for (;;) {
    if (tokens[end]?.comma && verbLike(end + 1)) end += 1;
    else if (tokens[end + 1]?.pos === 'conjunction' && verbLike(end + 2)) end += 2;
    else break;
  }
  const [subject, object] = [tokens[start - 1], tokens[end + 1]];
  const acting =
    ['noun', 'pronoun'].includes(subject?.pos ?? '') &&
    !subject?.comma &&
    ['determiner', 'possessive', 'number'].includes(object?.pos ?? '');
  return start < end && acting ? asVerb(token) : undefined;
};

/**
 * "the aircraft each flying for one airline": after "each" that follows what it counts, an "-ing"
 * verb before a preposition says what each does; not "at each meeting by a member", where "each"
 * counts the place.
 */
export const eachDoing: Rule = ({ token, before, after, tokens, index }) =>
  ['noun', 'verb'].includes(token.pos) &&
  /ing$/.test(token.word) &&
  after?.pos === 'preposition' &&
  before?.word === 'each' &&
  tokens[index - 2]?.pos === 'noun' &&
  isKnownVerb(token.word)
    ? asVerb(token)
    : undefined;

/**
 * "players (each plays for one team)", "members, each pays a fee": after "each", a plural form is
 * no noun ("each" counts one), but a verb said of each one.
 */
export const eachDoes: Rule = ({ token, before, after }) =>
  ['noun', 'verb'].includes(token.pos) &&
  before?.word === 'each' &&
  pluralWord(token.word) &&
  isKnownVerb(singularOf(token.word)) &&
  ['preposition', 'determiner', 'number'].includes(after?.pos ?? '')
    ? asVerb(token)
    : undefined;

/**
 * "the allotments that each member works", "the routes each driver covers, and …": a clause about
 * the records before it, "each" and one record, ends with what that one does, a verb in "-s".
 */
export const eachOneDoes: Rule = ({ token, before, after, tokens, index }) => {
  const [each, opener] = [tokens[index - 2], tokens[index - 3]];
  const described =
    /^(?:that|which)$/.test(opener?.word ?? '') ||
    (opener?.pos === 'noun' && pluralWord(opener.word));
  const ends = !after || token.comma || ['conjunction', 'preposition'].includes(after.pos);
  return token.pos === 'noun' &&
    before?.pos === 'noun' &&
    !pluralWord(before.word) &&
    !before.possessor &&
    /^(?:each|every)$/.test(each?.word ?? '') &&
    described &&
    ends &&
    pluralWord(token.word) &&
    isKnownVerb(singularOf(token.word))
    ? asVerb(token)
    : undefined;
};
