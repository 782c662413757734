import { actNounsOf, eventStrength } from '../lexicon/acts.ts';
import { isKnownNoun } from '../lexicon/noun-roles.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { byUs } from './done-acts.ts';
import { saysHowOften } from './how-often.ts';
import { recordNamed, recordOf, type RecordType } from './records.ts';
import { LOGGING_VERBS, MEASURING } from './vocabulary.ts';

/** Verbs that write figures down, read by what they log (logged-values.ts), not acts of their own. */
const writesDown = (verb: string) => LOGGING_VERBS.test(verb) && !MEASURING.test(verb);

/**
 * The record named by an act of a verb: inspect → inspection, weigh → weighing, check → check
 * (a noun of the act before its "-ing", before the verb's own word).
 */
function actOf(verb: string) {
  const nouns = [...actNounsOf(verb)].filter(isKnownNoun);
  return (
    nouns.find((noun) => /(?:ion|ment)$/.test(noun) && eventStrength([noun]) >= 1) ??
    nouns.find((noun) => /ing$/.test(noun)) ??
    nouns.find((noun) => eventStrength([noun]) >= 1)
  );
}

/**
 * "I keep goats and weigh each goat every month", "we inspect them every few weeks": an act the
 * person does to each record again and again is kept, one record of it each time (a weighing, an
 * inspection), dated and linked to the record it is done to.
 */
export function actsDoneAgain(chunked: Chunk[][], records: RecordType[]) {
  for (const chunks of chunked)
    for (const [at, verb] of chunks.entries()) {
      const done = verb.type === 'verb' && doneAgain(chunks, at, records);
      if (done) return done;
    }
  return { records: [], replaced: [], claims: [], values: [] };
}

/** The act the verb at `at` does again and again to each record, with its link. */
function doneAgain(chunks: Chunk[], at: number, records: RecordType[]) {
  const [verb, object] = [chunks[at], chunks[at + 1]];
  const byPerson = byUs(chunks[at - 1]) || (chunks[at - 1]?.type === 'and' && byUs(chunks[0]));
  if (verb?.type !== 'verb' || verb.words.length !== 1 || writesDown(verb.words[0] ?? ''))
    return undefined;
  // Said how often right after what it is done to ("give each proposal some nights" gives).
  const when = chunks.findIndex((chunk, index) => index > at + 1 && saysHowOften(chunk));
  const often = when > 0 && chunks.slice(at + 2, when).every((chunk) => chunk.type === 'other');
  const whenKept = isNoun(chunks[when]) && recordOf(chunks[when], records);
  // "every week I weigh each bird": or said how often before the person who does it.
  const oftenBefore =
    at === 2 && saysHowOften(chunks[0]) && !recordOf(chunks[0] as NounPhrase, records);
  if (!byPerson || !(often || oftenBefore) || whenKept) return undefined;
  // "weigh them": the records named last before, in the plural or one each.
  const them = object?.type === 'pronoun' && object.word === 'them';
  const several = (chunk: Chunk): chunk is NounPhrase =>
    isNoun(chunk) && (chunk.plural || chunk.quantifier === 'each');
  const target = them
    ? chunks.slice(0, at).findLast(several)
    : isNoun(object) && object.quantifier === 'each'
      ? object
      : undefined;
  const act = actOf(verb.words[0] ?? '');
  if (!target || !act) return undefined;
  if (records.some((kept) => kept.words.at(-1) === act)) return undefined;
  const record = recordNamed({ words: [act] });
  const each: NounPhrase = {
    type: 'noun',
    words: [act],
    plural: false,
    owned: false,
    personal: false,
    quantifier: 'each',
  };
  const claim: Claim = { type: 'belongs', child: each, parent: target, firm: true, explicit: true };
  const values: [RecordType, string[]][] = [[record, ['date']]];
  // "I keep goats and weigh them": what it is done to is kept too.
  const kept = recordOf(target, records) ? [] : [recordNamed(target)];
  return { records: [...kept, record], replaced: [], claims: [claim], values };
}
