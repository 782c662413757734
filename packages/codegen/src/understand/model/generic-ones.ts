import { isNoun, type Chunk } from './chunks.ts';

/** "can", "may": what any one of a kind is able or allowed to do. */
const MODAL = /^(?:can|may|might|could)$/;
/**
 * "a cell can get re-run": what is done to it; "a class can have many dancers": what it has, which
 * "has" reads already.
 */
const READ_AS_SAID = /^(?:be|get|become|have)$/;

/**
 * "a repair can use several parts", "a member may borrow up to three books": one said with "a"
 * before what it can or may do to several is any of them, each one ("an exhibitor can enter a
 * dog in a few classes" says it of the dog).
 */
export const withGenericOnes = (chunked: Chunk[][]): Chunk[][] =>
  chunked.map((chunks) =>
    chunks.map((chunk, index) => {
      const [next, object] = [chunks[index + 1], chunks[index + 2]];
      const several = isNoun(object) && (object.plural || object.quantifier === 'many');
      const generic =
        isNoun(chunk) &&
        chunk.quantifier === 'single' &&
        !chunk.plural &&
        next?.type === 'verb' &&
        next.words.length > 1 &&
        MODAL.test(next.words[0] ?? '') &&
        !READ_AS_SAID.test(next.words.at(-1) ?? '') &&
        several;
      return generic ? { ...chunk, quantifier: 'each' } : chunk;
    }),
  );

/** "as they like", "as you want": as many as any one chooses. */
const CHOOSING = /^(?:like|likes|want|wants|need|needs|wish|wishes|choose|chooses|fancy|please)$/;

/**
 * "sign up to as many classes as they like": as many as any one chooses is many, said without the
 * "as … as" around it ("sign up to many classes").
 */
export const withAsManyAsChosen = (chunked: Chunk[][]): Chunk[][] =>
  chunked.map((chunks) => {
    const at = chunks.findIndex((chunk, index) => {
      const [phrase, as, who, verb] = chunks.slice(index + 1, index + 5);
      return (
        chunk.type === 'preposition' &&
        chunk.word === 'as' &&
        isNoun(phrase) &&
        phrase.quantifier === 'many' &&
        as?.type === 'preposition' &&
        as.word === 'as' &&
        who?.type === 'pronoun' &&
        verb?.type === 'verb' &&
        CHOOSING.test(verb.words.at(-1) ?? '')
      );
    });
    return at < 0 ? chunks : [...chunks.slice(0, at), chunks[at + 1]!, ...chunks.slice(at + 5)];
  });
