import { isKnownNoun } from '../lexicon/noun-roles.ts';
import { asNoun, pluralWord, type Rule } from './tag-rule-kit.ts';

/** Rules that make a plural after a verb its object, or the head of its object, not a second verb. */
export const OBJECT_RULES: Rule[] = [
  // "the vet does health checks", "clients' swimming pools": after a verb's object or an owner, a
  // word of one noun and a plural noun is the head of the phrase, not a second verb.
  ({ token, before, tokens, index }) => {
    const opener = tokens[index - 2];
    const owned = opener?.possessor || ['verb', 'possessive'].includes(opener?.pos ?? '');
    return pluralWord(token.word) &&
      before?.pos === 'noun' &&
      !pluralWord(before.word) &&
      !before.comma &&
      owned &&
      isKnownNoun(token.word)
      ? asNoun(token)
      : undefined;
  },
  // "we do fireworks displays for councils", "we run kids parties": after a verb and its plural
  // object, a verb's "-s" form agrees with nothing; a plural WordNet knows as a noun is the head.
  ({ token, before, tokens, index }) =>
    pluralWord(token.word) &&
    before?.pos === 'noun' &&
    pluralWord(before.word) &&
    !before.comma &&
    tokens[index - 2]?.pos === 'verb' &&
    isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  // "members log climbs", "we book lessons": after a plural subject and its verb's bare form, a
  // plural WordNet knows as a noun is what the verb acts on.
  ({ token, before, tokens, index }) => {
    const subject = tokens[index - 2];
    const plural =
      subject !== undefined &&
      ((subject.pos === 'noun' && pluralWord(subject.word)) ||
        /^(?:we|they|i|you)$/.test(subject.word));
    return pluralWord(token.word) &&
      before?.pos === 'verb' &&
      !before.comma &&
      !/(?:s|ed|ing)$/.test(before.word) &&
      plural &&
      isKnownNoun(token.word)
      ? asNoun(token)
      : undefined;
  },
];
