import nlp from 'compromise';
import { isKnownNoun, isPluralMisreadAsAdverb } from '../lexicon/noun-roles.ts';
import { correctedFunctionWord, correctedVerb, nounAsMeant } from '../lexicon/spelling.ts';
import { isPluralNoun, singularOf } from '../text.ts';
import { OBJECT_PRONOUNS } from './tag-rule-kit.ts';
import { amountsRead } from './amounts-read.ts';
import { corrected } from './tag-rules.ts';
import { FUNCTION_VERBS, POSSESSIVES } from './vocabulary.ts';

/** One word of the prompt as the tagger read it, corrected by the rules of tag-rules.ts. */
export interface Token {
  /** Lower case, punctuation removed ("owners"). */
  word: string;
  pos: PartOfSpeech;
  plural: boolean;
  /** A comma, semicolon or colon right after the word. */
  comma: boolean;
  /** A past participle ("organised", "written"). */
  participle?: boolean;
  /** Names whose the next phrase is: "patient's", "members'". */
  possessor?: boolean;
  /** Where the word starts and ends in the text read. */
  start: number;
  end: number;
}

export type PartOfSpeech =
  | 'noun'
  | 'verb'
  | 'preposition'
  | 'determiner'
  | 'conjunction'
  | 'pronoun'
  | 'possessive'
  | 'adjective'
  | 'number'
  | 'other';

interface TaggedTerm {
  text: string;
  normal: string;
  pre: string;
  post: string;
  tags: string[];
  offset: { start: number; length: number };
}

/** "check-ins", "drop-offs": words the tagger splits at a hyphen are one word. */
function joinedAtHyphens(terms: TaggedTerm[]): TaggedTerm[] {
  const joined: TaggedTerm[] = [];
  for (const term of terms) {
    const last = joined.at(-1);
    if (last && last.post === '-') {
      const end = term.offset.start + term.offset.length;
      const normal = `${last.normal}-${term.normal}`;
      // "weigh-ins", "check-ins", "drop-offs": a verb and its particle in the plural name acts;
      // a compound WordNet knows as a noun is one, whatever the parts.
      const noun =
        isKnownNoun(normal) || /^(?:in|up|out|off|on|over|down|back|by)s$/.test(term.normal);
      const tags = noun ? ['Noun', ...(isPluralNoun(normal) ? ['Plural'] : [])] : term.tags;
      joined[joined.length - 1] = {
        ...term,
        text: `${last.text}-${term.text}`,
        normal,
        tags,
        offset: { start: last.offset.start, length: end - last.offset.start },
      };
    } else joined.push(term);
  }
  return joined;
}

/**
 * "a few channels/trays", "collabs/compilations": two words joined by a slash name one thing, read
 * as the last of them ("y/n" and "w/" stay as written).
 */
function atSlashes(terms: TaggedTerm[]): TaggedTerm[] {
  return terms.map((term) => {
    const parts = /^\p{L}{2,}\/(\p{L}{2,})$/u.exec(term.text);
    if (!parts?.[1]) return term;
    const last = parts[1];
    const tags = term.tags.filter((tag) => !['SlashedTerm', 'Plural', 'Singular'].includes(tag));
    const start = term.offset.start + term.text.length - last.length;
    return {
      ...term,
      text: last,
      normal: last.toLowerCase(),
      tags,
      offset: { start, length: last.length },
    };
  });
}

const QUANTIFIERS = new Set(
  'each every a an one the many several multiple some any all few'.split(' '),
);
const RELATIVES = new Set(['who', 'that', 'which', 'where']);
/** Prepositions the tagger sometimes reads as adjectives or nouns ("filed against a repository", "my boxes in rooms"). */
const PREPOSITIONS = new Set(
  'on at in of against during per via within inside onto into across among between towards toward upon under over'.split(
    ' ',
  ),
);
/** "someone's starter", "anyone": people in general, never a record. */
const INDEFINITE = new Set(
  'someone somebody anyone anybody everyone everybody no-one nobody something anything everything'.split(
    ' ',
  ),
);

function posOf(tags: Set<string>, word: string): PartOfSpeech {
  // "…, so a visit is one dog and one walker": never the note "so".
  if (RELATIVES.has(word) || word === 'so') return 'other';
  if (INDEFINITE.has(word)) return 'pronoun';
  // "each task to have", "each expense should have": never nouns, whatever the tagger says.
  if (word === 'to') return 'preposition';
  if (FUNCTION_VERBS.has(word)) return 'verb';
  if (PREPOSITIONS.has(word)) return 'preposition';
  if (OBJECT_PRONOUNS.has(word)) return 'pronoun';
  if (QUANTIFIERS.has(word) || tags.has('Determiner')) return 'determiner';
  if (POSSESSIVES.has(word)) return 'possessive';
  if (tags.has('Pronoun')) return 'pronoun';
  if (tags.has('Preposition')) return 'preposition';
  if (tags.has('Conjunction'))
    return ['and', 'or', 'but'].includes(word) ? 'conjunction' : 'preposition';
  if (tags.has('Value')) return 'number';
  if (tags.has('Verb')) return 'verb';
  if (tags.has('Noun')) return 'noun';
  if (tags.has('Adjective')) return 'adjective';
  // "deliveries: date, address": a heading the tagger reads as an exclamation.
  if (tags.has('Expression') && isKnownNoun(singularOf(word))) return 'noun';
  if (tags.has('Adverb') && isPluralMisreadAsAdverb(word)) return 'noun';
  return 'other';
}

const CLAUSE_END = /[;:.!?]/;

/** The prompt's clauses (split at sentence ends, semicolons and colons), each a list of tokens. */
export function clausesOf(text: string): Token[][] {
  const clauses: Token[][] = [[]];
  const terms = atSlashes(
    joinedAtHyphens(
      (nlp(text).json({ offset: true }) as { terms: TaggedTerm[] }[]).flatMap(
        (sentence) => sentence.terms,
      ),
    ),
  );
  // "callouts … each callout": a word written the same way twice is meant, not mistyped.
  const said = new Map<string, number>();
  for (const term of terms) {
    const lemma = singularOf(term.normal.replace(/[^\p{L}\p{N}-]/gu, ''));
    said.set(lemma, (said.get(lemma) ?? 0) + 1);
  }
  const repeated = (word: string) => (said.get(singularOf(word)) ?? 0) > 1;
  terms.forEach((term, termIndex) => {
    const opened = clauses.at(-1)?.at(-1);
    if (opened && term.pre.includes('(')) opened.comma = true;
    const tags = new Set(term.tags);
    // "patient's medications", "the members' companies": whose the next phrase is; so is "each
    // bowler's average", which the tagger reads as "each bowler is average".
    const possessor =
      (tags.has('Possessive') && tags.has('Noun')) || ownedAfterDeterminer(terms, termIndex);
    const bare = possessor ? term.normal.replace(/['’]s?$/, '') : term.normal;
    const written = correctedFunctionWord(bare.replace(/[^\p{L}\p{N}'’-]/gu, ''));
    // "appointmnets": a noun mistyped is read as the noun meant (not a name: "Nonna").
    const named = tags.has('ProperNoun') || /^\p{Lu}/u.test(term.text);
    const spelled = tags.has('Noun') && !named ? nounAsMeant(written, repeated(written)) : written;
    // "a delegate recieves": a verb mistyped, read as a noun, is the verb meant.
    const verb = spelled === written && !named ? correctedVerb(written) : undefined;
    const word = verb ?? spelled;
    if (word) {
      const pos = verb ? 'verb' : posOf(tags, word);
      const plural =
        (!verb && tags.has('Plural')) ||
        ((tags.has('Noun') || pos === 'noun') && isPluralNoun(word)) ||
        (possessor && /['’]$/.test(term.text + term.post.trim()));
      const participle = tags.has('Participle') || tags.has('PastTense');
      // "grow buckets (each one …)", "my collection - albums": parentheses and a dash set a
      // phrase apart as a comma does.
      const comma = /[,;:()]|\s[-–—]\s/.test(term.post);
      const { start, length } = term.offset;
      clauses.at(-1)?.push({
        word,
        pos,
        plural,
        comma,
        participle,
        start,
        end: start + length,
        ...(possessor ? { possessor } : {}),
      });
    }
    // "items (…), customers": punctuation left alone once what it followed is read apart.
    const last = clauses.at(-1)?.at(-1);
    if (!word && last && /[,;:]/.test(term.text)) last.comma = true;
    if (CLAUSE_END.test(term.post) || (!word && /[;.!?]/.test(term.text))) clauses.push([]);
  });
  return clauses
    .filter((clause) => clause.length > 0)
    .map((clause) => corrected(amountsRead(clause)));
}

/** "each bowler's average": a noun with "'s" after "each", "every", "the" or an owner owns what follows. */
function ownedAfterDeterminer(terms: TaggedTerm[], index: number): boolean {
  const [term, before] = [terms[index] as TaggedTerm, terms[index - 1]];
  const tags = new Set(term.tags);
  const opened = new Set(before?.tags ?? []);
  return (
    tags.has('Noun') &&
    !tags.has('Pronoun') &&
    /^[\p{L}-]+['’]s$/u.test(term.normal) &&
    (opened.has('Determiner') || opened.has('Possessive'))
  );
}
