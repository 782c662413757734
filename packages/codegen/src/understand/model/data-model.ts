import { countedActivities, type AppKind } from '../app-kinds.ts';
import type { ResolvedNoun } from '../entities.ts';
import { appKindOf } from './app-kind.ts';
import type { Subject } from '../prompt-parts.ts';
import { singularOf, wordsOf } from '../text.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { claimsOf, type Claim } from './claims.ts';
import { askedOnlyLinks, withoutAskedShortcuts } from './asked-links.ts';
import { withImpliedLinks, type Mentions } from './implied-links.ts';
import type { ReadList } from './list-kinds.ts';
import { linksFrom, phraseOf, throughEvent, type Link, type Links } from './links.ts';
import { withoutPlacesListed } from './places-listed.ts';
import { ownerAt } from './owners.ts';
import { offeredIn } from './parenthesized-examples.ts';
import { repeatedActs } from './repeated-acts.ts';
import { actsDefined } from './acts-defined.ts';
import { compoundLinks, compoundValues } from './compounds.ts';
import { dailyMetricsIn } from './daily-metrics.ts';
import { loggedValuesIn } from './logged-values.ts';
import { weighedValuesIn } from './weighed.ts';
import { withAnyPeopleNamed } from './any-people.ts';
import { listGroupsIn } from './clause-lists.ts';
import { recordNamed, recordOf, recordTypesIn, type RecordType } from './records.ts';
import { subjectAmong } from './subject.ts';
import { describedPhrases } from './described-phrases.ts';
import { hostPhrases, listedPhrases, readText } from './text-reading.ts';
import { withoutUsers, type AppUser } from './users.ts';
import { addValue, claimedValues, listValues, phraseInside, type Values } from './values.ts';

export type { Link } from './links.ts';

/** What the prompt says the app keeps: record types, the links between them and the values each keeps. */
export interface DataModel {
  records: RecordType[];
  links: Link[];
  /** Pairs of record types with many of each ("students join clubs"). */
  manyToMany: [RecordType, RecordType][];
  /** The values each record keeps as the person named them ("date", "distance"), by record. */
  values: Values;
  /** The records whose values were listed in parentheses: "games (score, date)". */
  enumerated: Set<RecordType>;
  /** The record the app is mainly about, and its noun as the vocabulary reads it. */
  main?: RecordType;
  mainNoun?: ResolvedNoun;
  /** How the prompt named what the app is about ("track books", "a recipe app"). */
  subject?: Subject;
  /** The kind of app the vocabulary knows it as (default fields, icons, wording). */
  kind?: AppKind;
  /**
   * The kind was read from a word anywhere ("I run a stall", "a photo of each"), not from what
   * the app keeps: it names the app and its icons, never the records' fields or further records.
   */
  kindByWord?: boolean;
  /** The prompt's words, the context its nouns are read in ("football" for "matches"). */
  context: string[];
  /** Activities the prompt counts, read as what they yield: "each reading" (`countedActivities`). */
  counted: string[];
  /** The text without its lists of values: what features are looked for in. */
  outsideValues: string;
  /** Nothing named what the app keeps: its one record is a plain list of items. */
  guessed?: boolean;
  /** People read as the app's users rather than records, with the records they make. */
  users: AppUser[];
}

/** Where record types were named together, for the links a person means without saying. */
function mentionsIn(
  lists: ReadList[],
  chunked: Chunk[][],
  records: RecordType[],
  main: RecordType | undefined,
  theirs: RecordType[],
): Mentions {
  const recordsOf = (phrases: NounPhrase[]) => [
    ...new Set(phrases.flatMap((phrase) => recordOf(phrase, records) ?? [])),
  ];
  const phrasesOf = (list: ReadList['list']) =>
    list.items.flatMap((item) => phraseInside(item, chunked) ?? []);
  const fromText = lists
    .filter(({ namesRecords }) => namesRecords)
    .map(({ list, kinds }) => ({ list, kinds, items: recordsOf(phrasesOf(list)) }));
  // "trips with stops": what a record is said to hold, counted in the plural.
  const held = fromText.flatMap(({ list, kinds }) => {
    const owner =
      list.marker === 'with' ? ownerAt(chunked, list.start, records, undefined) : undefined;
    // "with trucks and crew", not "… with one adopter": counted one by one, a phrase links itself.
    const items = recordsOf(
      phrasesOf(list).filter((phrase) => phrase.plural || !phrase.quantifier),
    );
    // "contracts with merchants", not "meeting notes with title, date, attendees": nothing else held.
    const only = kinds.every((kind) => kind !== 'value');
    return owner ? [{ owner, items, only }] : [];
  });
  // "a pet care app for my dogs: vet visits and vaccinations": the visits are the dogs'.
  const withTheirs = (items: RecordType[]) => [...new Set([...items, ...theirs])];
  const forThem = theirs.length > 0 && main ? [[main, ...theirs]] : [];
  return {
    lists: [...fromText.map(({ items }) => items), ...chunked.flatMap(listGroupsIn).map(recordsOf)]
      .map(withTheirs)
      .concat(forThem),
    clauses: chunked.map((chunks) => recordsOf(chunks.filter(isNoun))),
    held,
  };
}

/** What each use of a thing is counted in ("quantity", "cost"), when each keeps its own. */
const FIGURE_OF_USE = /^(?:quantity|qty|amount|cost|price|number used|how many)\b/i;

/** Records that keep the figures of each use of them: lines of what they are used on. */
const linesOfUse = (values: Values) =>
  [...values].flatMap(([record, said]) =>
    said.some((value) => FIGURE_OF_USE.test(value)) ? [record] : [],
  );

/** "log my daily water, sleep and steps": one record a day, a value for each figure. */
function dailyLog(noun: ResolvedNoun) {
  const record = recordNamed({ words: noun.words });
  return { resolved: [noun], main: record, mainNoun: noun, added: [record] };
}

/** The record types the lists and clauses name, and the claims about them, less the app's users. */
function recordsNamed(lists: ReadList[], chunked: Chunk[][], text: string) {
  const described = [...describedPhrases(lists, chunked, text), ...hostPhrases(lists)];
  const claims = chunked.flatMap(claimsOf);
  const read = recordTypesIn(chunked, claims, listedPhrases(lists, chunked), described);
  const kept = new Set(described.flatMap((phrase) => recordOf(phrase, read) ?? []));
  const named = withAnyPeopleNamed(read, claims, chunked, kept);
  return withoutUsers(named.records, named.claims, chunked, kept);
}

/**
 * "split bills with friends: description, amount, friend": with no main record, the record the
 * first list of values is said of comes first in saying what kind of app it is.
 */
function valuedFirst(records: RecordType[], main: RecordType | undefined, values: Values) {
  const first = main ?? [...values.keys()][0];
  return first ? [first, ...records.filter((record) => record !== first)] : records;
}

const kindOf = ({ kind, byWord }: ReturnType<typeof appKindOf>) =>
  byWord ? { kind, kindByWord: true } : { kind };

/** The data model a prompt describes: one reading of its lists, clauses and subject. */
export function dataModelOf(text: string): DataModel {
  const { lists, chunked, outsideValues, spelled } = readText(text);
  const said = recordsNamed(lists, chunked, text);
  const { claims, users } = said;
  const named = withoutPlacesListed(said.records, chunked, lists, text);
  const logged = loggedValuesIn(chunked, named);
  const found = [...named.filter((record) => !logged.replaced.includes(record)), ...logged.records];
  const firstValues = lists.find(({ namesRecords }) => !namesRecords)?.list;
  const metrics = found.length === 0 ? dailyMetricsIn(text) : undefined;
  const reading = metrics
    ? { ...dailyLog(metrics.noun), subject: undefined }
    : subjectAmong(spelled, found, firstValues);
  const compound = compoundLinks([...found, ...reading.added], chunked);
  const records = [...found, ...reading.added, ...compound.records];
  const main = reading.main;
  const listed =
    metrics && main
      ? { values: new Map([[main, metrics.values]]), links: [], enumerated: new Set<RecordType>() }
      : listValues(lists, chunked, records, main);
  const values = listed.values;
  claimedValues(values, claims, records);
  for (const [record, said] of logged.values)
    for (const value of said) addValue(values, record, value, records);
  for (const [record, value] of weighedValuesIn(chunked, records))
    addValue(values, record, value, records);
  for (const [record, value] of compoundValues(chunked, records, values))
    addValue(values, record, value, records);
  for (const attribute of main ? (reading.subject?.attributes ?? []) : [])
    addValue(values, main as RecordType, attribute, records);
  const valueClaims = listed.links.map(({ child, parent, many }): Claim =>
    many
      ? { type: 'many', a: phraseOf(child), b: phraseOf(parent), explicit: true }
      : {
          type: 'belongs',
          child: phraseOf(child),
          parent: phraseOf(parent),
          firm: false,
          explicit: true,
        },
  );
  const defined = actsDefined(chunked, records);
  const stated = linksFrom(
    [
      ...[...claims, ...logged.claims]
        .filter((claim) => !defined.replaces(claim))
        .flatMap((claim) => throughEvent(claim, records)),
      ...defined.claims,
      ...valueClaims,
      ...compound.claims,
      ...repeatedActs(chunked, records),
    ],
    records,
    offeredIn(lists, chunked, records),
    linesOfUse(values),
  );
  const asked = askedOnlyLinks([...claims, ...logged.claims], records, text);
  const linked = withImpliedLinks(
    withoutAskedShortcuts(stated, asked),
    mentionsIn(lists, chunked, records, main, reading.theirs ?? []),
  );
  const called = reading.added.filter((record) => !reading.theirs?.includes(record));
  const kept = withoutLoneSubject(records, called, linked, spelled);
  return {
    records: kept,
    ...linked,
    values,
    enumerated: listed.enumerated,
    main: main && kept.includes(main) ? main : undefined,
    mainNoun: reading.mainNoun,
    guessed: 'guessed' in reading ? reading.guessed : undefined,
    users,
    ...kindOf(
      appKindOf(
        outsideValues,
        valuedFirst(records, main, values),
        reading.mainNoun,
        reading.resolved,
      ),
    ),
    subject: reading.subject,
    context: wordsOf(text),
    counted: countedActivities(text),
    outsideValues,
  };
}

/**
 * "Recording studio bookings - artists and their songs, our rooms, engineers and sessions": a
 * record the subject of the first sentence adds that nothing links, where the records the clauses
 * name are linked, is what the app is called, not a record type ("… also log absences" is one).
 */
function withoutLoneSubject(
  records: RecordType[],
  added: RecordType[],
  linked: Links,
  text: string,
) {
  const linkedRecords = new Set([
    ...linked.links.flatMap(({ child, parent }) => [child, parent]),
    ...linked.manyToMany.flat(),
  ]);
  const end = text.search(/[.!?;:](?:\s|$)|\s[-–—]\s/);
  const firstSentence = (end < 0 ? text : text.slice(0, end)).toLowerCase();
  // …named there only: "skip hire firm, need skips (…)" names its skips again.
  const heads = wordsOf(text).map(singularOf);
  const called = (record: RecordType) =>
    added.includes(record) &&
    !linkedRecords.has(record) &&
    firstSentence.includes(record.words.join(' ')) &&
    heads.filter((word) => word === record.words.at(-1)).length === 1;
  return linkedRecords.size < 2 ? records : records.filter((record) => !called(record));
}
