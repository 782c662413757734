import { canBe } from '../lexicon/noun-roles.ts';
import { singularOf } from '../text.ts';
import { isNoun, type Chunk } from './chunks.ts';
import { BE_FORMS } from './vocabulary.ts';

/** "who is", "who will be": between a role and the records that fill it. */
const FILLED_BY = String.raw`(?:who|that)\s+(?:is|will be|must be|should be|has to be|is always)\s+`;
/**
 * "a leader (one of the members)", "the proofreader (another of our translators)", "a named
 * keyholder, who will be one of the wardens", "a captain who is one of the players": a role named
 * with the records that fill it.
 */
const ONE_OF = new RegExp(
  String.raw`\b([\p{L}-]+)(?:\s*\(\s*|,\s*(?:${FILLED_BY})?|\s+${FILLED_BY})` +
    String.raw`(?:one|another|any|also one)\s+of\s+(?:the|our|my|their|its|his|her|your)\s+([\p{L}-]+)` +
    String.raw`\s*\)?(?=\s*(?:[.,;:!?)]|$|(?:and|or|but)\b))`,
  'giu',
);

/** Each role a prompt fills from its records, by the role's singular: "leader" → member. */
export function rolesIn(text: string) {
  const roles = new Map<string, string>();
  for (const [, role = '', filledBy = ''] of text.matchAll(ONE_OF))
    roles.set(singularOf(role.toLowerCase()), singularOf(filledBy.toLowerCase()));
  return roles;
}

/** The clauses with each role read as the records that fill it: a trip's leader is a member. */
export function withRolesFilled(chunked: Chunk[][], text: string): Chunk[][] {
  const roles = rolesIn(text);
  if (roles.size === 0) return chunked;
  return chunked.map((chunks) =>
    chunks.map((chunk) => {
      const filledBy = isNoun(chunk) ? roles.get(singularOf(chunk.words.at(-1) ?? '')) : undefined;
      return isNoun(chunk) && filledBy
        ? { ...chunk, words: [filledBy], phrase: [filledBy] }
        : chunk;
    }),
  );
}

/**
 * "a job is one document (word count, deadline) in one language pair", "a class is one course":
 * a paper or an act named only to say what a record is, nowhere else, is that record; its values
 * and links are the record's own. A person or a thing so named ("a booking is one customer on one
 * kayak", "each ride is one route led by one leader") stays one the record links to.
 */
export function withWhatEachIs(chunked: Chunk[][]): Chunk[][] {
  const said = new Map<string, number>();
  for (const chunk of chunked.flat())
    if (isNoun(chunk)) {
      const key = singularOf(chunk.words.at(-1) ?? '');
      said.set(key, (said.get(key) ?? 0) + 1);
    }
  return chunked.map((chunks) =>
    chunks.map((chunk, index) => {
      const [subject, verb] = [chunks[index - 2], chunks[index - 1]];
      const being = verb?.type === 'verb' && verb.words.every((word) => BE_FORMS.has(word));
      if (!isNoun(chunk) || !isNoun(subject) || !being || chunk.quantifier !== 'one') return chunk;
      const once = said.get(singularOf(chunk.words.at(-1) ?? '')) === 1;
      const partaker = (['person', 'group', 'thing'] as const).some((role) =>
        canBe(chunk.words, role, 0.5),
      );
      return once && !partaker ? { ...chunk, words: subject.words, phrase: subject.phrase } : chunk;
    }),
  );
}
