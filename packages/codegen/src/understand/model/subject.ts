import type { ResolvedNoun } from '../entities.ts';
import { correctedSpelling } from '../lexicon/spelling.ts';
import { eventStrength } from '../lexicon/acts.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { anyOf, pattern } from '../pattern.ts';
import { CONTEXT_WORDS, type FieldList, type Subject } from '../prompt-parts.ts';
import { APP_WORD } from '../prompt-patterns.ts';
import { chooseSubject, kindNounIn, kindTopicIn } from '../subject-choice.ts';
import { nounIn } from './app-kind.ts';
import { countedActivities } from '../app-kinds.ts';
import { fallbackNoun } from './fallback.ts';
import { isPluralNoun, singularOf, wordsOf } from '../text.ts';
import type { NounPhrase } from './chunks.ts';
import type { TextList } from './lists.ts';
import { mayNameRecords } from './record-words.ts';
import { recordNamed, recordOf, type RecordType } from './records.ts';

/** What the app is about, as the person put it: "track books", "a recipe app", "an app for orders". */
export interface SubjectReading {
  subject?: Subject;
  /** The subject's nouns as the vocabulary reads them ("fitness" → workouts). */
  resolved: ResolvedNoun[];
  /** The record the app is mainly about: the one its lists and values belong to by default. */
  main?: RecordType;
  /** The main record's noun as the vocabulary reads it ("reading minutes": a log of minutes). */
  mainNoun?: ResolvedNoun;
  /** Record types the subject names that the clauses did not ("track my clients and …"). */
  added: RecordType[];
  /** The person's own the app is for ("a pet care app for my dogs"): what its records are about. */
  theirs?: RecordType[];
  /** Nothing in the prompt named what the app keeps: a plain list of items to start from. */
  guessed?: boolean;
}

const phraseOf = (words: string[]): NounPhrase => ({
  type: 'noun',
  words: words.slice(-2),
  plural: isPluralNoun(words.at(-1) ?? ''),
  owned: false,
  personal: false,
});

/**
 * A subject names records of its own when the prompt counts them in its own words ("track my
 * plants", "an app for orders"), not a place or a field of life the records belong to ("a bakery
 * app", "a fitness app").
 */
const namesRecords = (words: string[], subject: Subject, text: string) =>
  isPluralNoun(words.at(-1) ?? '') &&
  text.toLowerCase().includes(words.join(' ')) &&
  !CONTEXT_WORDS.has(singularOf(words.at(-1) ?? '')) &&
  subject.source !== 'app-word' &&
  mayNameRecords(phraseOf(words));

/** "a trackday app for motorbikes: riders and their bikes": a subject one word long that ends in a record's head is that record. */
const kindNamedBy = (words: string[], records: RecordType[]) => {
  const subject = singularOf(words.at(-1) ?? '');
  return records.find((record) => {
    const named = record.words.at(-1) ?? '';
    return subject.length > named.length && named.length >= 3 && subject.endsWith(named);
  });
};

const asFieldList = (list: TextList): FieldList => ({
  start: list.start,
  end: list.end,
  itemsStart: list.items[0]?.start ?? list.end,
  phrases: list.items.map((item) => item.text),
  host: list.host,
});

/**
 * A subject the vocabulary does not know, read with what the prompt says around it: a known kind's
 * records named elsewhere ("set goals and track my progress" → goals), or a kind named by a topic
 * before it ("a marketplace where neighbours sell furniture"). Records the person described
 * ("track each swimmer, their events …") stay what they said.
 */
function withKnownKind(resolved: ResolvedNoun[], subject: Subject | undefined, text: string) {
  if (resolved.some((noun) => noun.kind)) return resolved;
  const described = subject?.source === 'verb' && (subject.attributes?.length ?? 0) > 0;
  const named = described ? undefined : kindNounIn(text);
  if (named) return [named];
  if (resolved.length !== 1) return resolved;
  const topic = kindTopicIn(text, resolved[0]?.phrase ?? []);
  return topic ? resolved.map((noun) => ({ ...noun, kind: topic })) : resolved;
}

/**
 * The subject, read among the record types the clauses found: a subject they name is the main
 * record; one they do not name is added when it counts records; with no record types at all, the
 * subject as the vocabulary reads it is the one record ("a fitness tracker" keeps workouts).
 */
export function subjectAmong(
  text: string,
  records: RecordType[],
  firstValueList: TextList | undefined,
): SubjectReading {
  const list = firstValueList ? asFieldList(firstValueList) : undefined;
  const subject = chooseSubject(text, list);
  // "a studio app for commisions": the subject as meant, as the clauses read it.
  const nouns = (subject?.nouns ?? []).map((words) => words.map(correctedSpelling));
  const counted = countedActivities(text);
  const resolved = nouns.map((words) => nounIn(words, counted));
  const outside = list ? `${text.slice(0, list.start)} ${text.slice(list.end)}` : text;
  const theirs = appForMine(text, records);
  if (records.length === 0) {
    const known = subject ? withKnownKind(resolved, subject, outside) : [];
    const fallback = known.length > 0 ? undefined : fallbackNoun(outside);
    const nouns = fallback ? [fallback.noun] : known;
    const own = nouns.map((noun) => recordNamed({ words: noun.words }));
    const mine = appForMine(text, own);
    const added = [...own, ...mine.filter((record) => !recordOf(phraseOf(record.words), own))];
    return {
      subject,
      resolved: nouns,
      main: own[0],
      mainNoun: nouns[0],
      added,
      theirs: mine,
      guessed: fallback?.guessed ?? false,
    };
  }
  const read = nouns.map((words, index) => {
    const named = recordOf(phraseOf(words), records) ?? kindNamedBy(words, records);
    const adds = !named && subject && namesRecords(words, subject, text);
    return { record: named ?? (adds ? recordNamed(phraseOf(words)) : undefined), adds, index };
  });
  const main = read.find(({ record }) => record);
  const mainNoun = main ? resolved[main.index] : undefined;
  // "I coach a swim team; track each swimmer": a topic before the main record says its kind.
  const topic = mainNoun && !mainNoun.kind ? kindTopicIn(outside, mainNoun.phrase) : undefined;
  // "a tracker for my dogs: walks": the subject's record and the one the app is for are one.
  const sameAs = (record: RecordType) => (other: RecordType) =>
    other.words.join(' ') === record.words.join(' ');
  const added = [
    ...read.flatMap(({ record, adds }) => (adds && record ? [record] : [])),
    ...theirs,
  ].filter((record, index, all) => all.findIndex(sameAs(record)) === index);
  return {
    subject,
    resolved,
    main: main?.record,
    mainNoun: mainNoun && topic ? { ...mainNoun, kind: topic } : mainNoun,
    theirs: theirs.map((record) => added.find(sameAs(record)) ?? record),
    added,
  };
}

/**
 * "a pet care app for my dogs", "a chore app for our kids": the person's own, counted, are what
 * the app keeps records of (an app for "my bakery" is not); people an app is for take part in
 * what it keeps when it keeps acts or money ("an expense splitter for roommates"), not otherwise
 * ("an invoice tracker for freelancers" is for its users).
 */
function appForMine(text: string, records: RecordType[]): RecordType[] {
  const acts = records.some((record) => eventStrength(record.words) >= 1);
  return [...text.matchAll(APP_FOR_MINE)]
    .map((match) => ({
      mine: Boolean(match[1]),
      words: wordsOf(match[2] ?? '').filter((word, index) => index === 0 || !BOUNDARY.has(word)),
    }))
    .filter(({ mine, words }) => mine || (acts && canBe(words, 'person', 0.5)))
    .map(({ words }) => words)
    .filter((words) => isPluralNoun(words.at(-1) ?? '') && mayNameRecords(phraseOf(words)))
    .filter((words) => !recordOf(phraseOf(words), records))
    .map((words) => recordNamed(phraseOf(words)));
}

const BOUNDARY = new Set(
  'with and or to that who which where when in on at for by from of'.split(' '),
);

/** "a chore app for my kids", "a chore chart for the kids" (the naming words captured). */
const APP_FOR_MINE = pattern(
  [
    /\b/,
    anyOf([APP_WORD, /[a-z]+er|chart|board|wall/]),
    /\s+for\s+(?:(my|our)\s+|the\s+)?/,
    /((?:[a-z-]+\s+)?[a-z-]+)/,
    /(?=[\s.,;:!?]|$)/,
  ],
  'gi',
);
