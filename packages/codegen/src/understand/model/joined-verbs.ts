import { isKnownVerb } from '../lexicon/noun-roles.ts';
import { asVerb, type Rule } from './tag-rule-kit.ts';

/**
 * "a moderator warns, mutes or bans one member": "-s" words WordNet knows as verbs, joined by
 * commas and "or" or "and" between a subject and what they act on, are its verbs (a tag rule of
 * tag-rules.ts).
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
