import { UNIT } from '../field-hints.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { typeOf } from './record-words.ts';
import { recordNamed, recordOf, type RecordType } from './records.ts';
import { LOGGING_VERBS, MEASURING } from './vocabulary.ts';
import { actsDoneAgain } from './acts-done-again.ts';
import { isEachTime, saysHowOften } from './how-often.ts';

/**
 * "I record temperature and rainfall each day at three sites", "swimmers log their time at each
 * gala": figures logged at each of some records, with no record of the logging named, are kept on
 * a record of their own (a reading, or a result when what is logged is a time or a score), linked
 * to the records they are logged at, and to the people who log them; "we measure the pond level
 * each morning", where nothing else is kept, keeps readings alone.
 */

const AT = new Set(['at', 'for', 'on', 'in', 'from']);
const LOGGERS = new Set(['i', 'we', 'they']);

/** What a competitor's figures are: a result, not a reading. */
const RESULTS = /^(?:time|times|score|scores|points|place|result|results|grade)$/;

const counted = (phrase: NounPhrase) =>
  phrase.plural ||
  ['each', 'many'].includes(phrase.quantifier ?? '') ||
  phrase.quantifier === 'one';

interface Logged {
  records: RecordType[];
  /** Records read from a figure's own name ("each pumpkin's circumference") that it replaces. */
  replaced: RecordType[];
  claims: Claim[];
  /** The figures each new record keeps, as the person said them, and its date. */
  values: [RecordType, string[]][];
}

/** "every few days", "each morning", "weekly": the clause says the logging is done again and again. */
const repeated = (chunks: Chunk[]) => chunks.some(saysHowOften);

/**
 * The first phrase owned by each of some records: "each pumpkin's circumference", "the temperature
 * of each heap".
 */
function possessedFigure(chunks: Chunk[]) {
  const index = chunks.findIndex((chunk) => isNoun(chunk) && !chunk.possessive);
  const [figure, of, ofWhat] = chunks.slice(index, index + 3);
  if (index < 0 || !isNoun(figure)) return undefined;
  const owner =
    figure.owner ??
    (of?.type === 'preposition' && of.word === 'of' && isNoun(ofWhat) ? ofWhat : undefined);
  return owner?.quantifier === 'each' ? { figure, owner } : undefined;
}

/** "in cm" after the chunk at `index`: the unit its figure is measured in. */
export function unitAt(chunks: Chunk[], index: number) {
  const [marker, unit] = [chunks[index], chunks[index + 1]];
  const word = isNoun(unit) && unit.words.length === 1 ? unit.words[0] : undefined;
  return marker?.type === 'preposition' && marker.word === 'in' && word && UNIT.test(word)
    ? word
    : undefined;
}

/** The figures a clause logs at counted records, when no record of them is named. */
function loggedIn(chunks: Chunk[], records: RecordType[]): Logged | undefined {
  const verb = chunks.findIndex(
    (chunk) => chunk.type === 'verb' && LOGGING_VERBS.test(chunk.words.at(-1) ?? ''),
  );
  const verbChunk = chunks[verb];
  const verbWord = verbChunk?.type === 'verb' ? (verbChunk.words.at(-1) ?? '') : '';
  const logger = chunks[verb - 1];
  const people =
    isNoun(logger) && logger.plural && canBe(logger.words, 'person', 0.5) ? logger : undefined;
  if (verb < 0 || !(people || (logger?.type === 'pronoun' && LOGGERS.has(logger.word))))
    return undefined;
  // "at each site", not "in cm".
  const at = chunks.findIndex(
    (chunk, index) =>
      index > verb && chunk.type === 'preposition' && AT.has(chunk.word) && !unitAt(chunks, index),
  );
  // "I measure each pumpkin's circumference every few days": the figure of each, again and again.
  const owned = at < 0 && repeated(chunks) ? possessedFigure(chunks.slice(verb + 1)) : undefined;
  // "we measure the pond level each morning": where nothing else is kept, the figures alone.
  const when = chunks.findIndex((chunk, index) => index > verb && saysHowOften(chunk));
  const alone = at < 0 && !owned && when > 0 && records.length === 0;
  const place = owned ? owned.owner : chunks[at + 1];
  const placed = isNoun(place) && counted(place) && !isEachTime(place);
  if (!alone && ((at < 0 && !owned) || !placed)) return undefined;
  const figures = owned
    ? [owned.figure]
    : chunks
        .slice(verb + 1, alone ? when : at)
        .filter((chunk): chunk is NounPhrase => isNoun(chunk) && !isEachTime(chunk));
  const unitOf = (phrase: NounPhrase) => unitAt(chunks, chunks.indexOf(phrase) + 1);
  // "temperature and rainfall", "their time": figures, never records counted ("donations"); "each
  // pumpkin's circumference", "each player's jump in cm" are figures even where owning them made
  // them records.
  const ownedFigure = (phrase: NounPhrase) =>
    phrase === owned?.figure && (canBe(phrase.words, 'value', 0.5) || unitOf(phrase) !== undefined);
  const values = figures.filter(
    (phrase) => (!recordOf(phrase, records) || ownedFigure(phrase)) && !phrase.plural,
  );
  if (values.length === 0 || values.length < figures.length) return undefined;
  const result = values.some((phrase) => RESULTS.test(phrase.words.at(-1) ?? ''));
  const log = recordNamed({ words: [result ? 'result' : 'reading'] });
  const phrase = (words: string[]): NounPhrase => ({
    type: 'noun',
    words,
    plural: false,
    owned: false,
    personal: false,
  });
  const belongs = (parent: NounPhrase): Claim => ({
    type: 'belongs',
    child: { ...phrase(log.words), quantifier: 'each' },
    parent,
    firm: true,
    explicit: true,
  });
  const owners = [...(alone || !isNoun(place) ? [] : [place]), ...(people ? [people] : [])];
  return {
    replaced: values.flatMap((phrase) => recordOf(phrase, records) ?? []),
    records: [
      log,
      ...owners.filter((owner) => !recordOf(owner, records)).map((owner) => recordNamed(owner)),
    ],
    claims: owners.map(belongs),
    values: [
      [
        log,
        [
          'date',
          ...values.map((value) => figureSaid(value, MEASURING.test(verbWord), unitOf(value))),
        ],
      ],
    ],
  };
}

/** A figure as said, in its unit, or a number when measured though its name does not say so. */
function figureSaid(figure: NounPhrase, measured: boolean, unit: string | undefined) {
  const said = figure.phrase?.join(' ') ?? figure.words.join(' ');
  if (unit) return `${said} (${unit})`;
  return measured && typeOf(figure.words) === 'text' ? `${said} (number)` : said;
}

/** What the clauses say is logged at records, kept on records of its own (see above). */
export function loggedValuesIn(chunked: Chunk[][], records: RecordType[]): Logged {
  // The first clause that says so: one record of what is logged.
  for (const chunks of chunked) {
    const logged = loggedIn(chunks, records);
    if (logged) return logged;
  }
  return actsDoneAgain(chunked, records);
}
