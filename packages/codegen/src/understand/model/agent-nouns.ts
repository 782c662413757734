import { canBe } from '../lexicon/noun-roles.ts';
import { singularOf } from '../text.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';

/** The words a verb's doer goes by: "host" → host, "lead" → leader, "coach" → coach. */
export const agentWordsOf = (verb: string) => {
  const base = verb.replace(/(?:es|s)$/, '');
  return [base, verb.replace(/s$/, ''), `${base}er`, `${base}r`];
};

/**
 * "members host stations …, every station has one host", "donors who sponsor cows …, each cow has
 * one sponsor": a person named by what someone does
 * in the prompt is the one who does it. Each phrase of such a word stands for the doers, counted
 * as it was ("one host" is one member).
 */
export function withAgentsNamed(chunked: Chunk[][]): Chunk[][] {
  const doers = new Map<string, NounPhrase>();
  for (const chunks of chunked)
    chunks.forEach((chunk, index) => {
      // "the donors who sponsor them": the doer before "who" or "that".
      const before = chunks[index - 1];
      const relative = before?.type === 'other' && ['who', 'that'].includes(before.word);
      const subject = relative ? chunks[index - 2] : before;
      if (chunk.type !== 'verb' || chunk.words.length !== 1 || !isNoun(subject)) return;
      if (!subject.plural || !canBe(subject.words, 'person', 0.5)) return;
      for (const word of agentWordsOf(chunk.words[0] ?? '')) doers.set(word, subject);
    });
  if (doers.size === 0) return chunked;
  const doerOf = (phrase: NounPhrase): NounPhrase => {
    const doer = doers.get(singularOf(phrase.words.at(-1) ?? ''));
    const other = doer && doer.words.at(-1) !== phrase.words.at(-1) && phrase.words.length === 1;
    if (!other || !canBe(phrase.words, 'person', 0.4)) return phrase;
    const { start, end, plural, quantifier } = phrase;
    return { ...doer, start, end, plural, quantifier };
  };
  return chunked.map((chunks) => chunks.map((chunk) => (isNoun(chunk) ? doerOf(chunk) : chunk)));
}
