import type { AppKind } from '../app-kinds.ts';
import type { ResolvedNoun } from '../entities.ts';
import { appKindOf } from './app-kind.ts';
import type { Subject } from '../prompt-parts.ts';
import { wordsOf } from '../text.ts';
import { chunksOf, isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { claimsOf, type Claim } from './claims.ts';
import { withImpliedLinks, type Mentions } from './implied-links.ts';
import { isPluralItem, isSentence, readList, type ReadList } from './list-kinds.ts';
import { listsIn } from './lists.ts';
import { linksFrom, phraseOf, throughEvent, type Link } from './links.ts';
import { namesTheApp, ownerAt, phraseBefore } from './owners.ts';
import { perListsIn } from './per-lists.ts';
import { clausesOf, type Token } from './parse.ts';
import { compoundLinks } from './compounds.ts';
import { dailyMetricsIn } from './daily-metrics.ts';
import { listGroupsIn, recordNamed, recordOf, recordTypesIn, type RecordType } from './records.ts';
import { subjectAmong } from './subject.ts';
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
  /** The record the app is mainly about, and its noun as the vocabulary reads it. */
  main?: RecordType;
  mainNoun?: ResolvedNoun;
  /** How the prompt named what the app is about ("track books", "a recipe app"). */
  subject?: Subject;
  /** The kind of app the vocabulary knows it as (default fields, icons, wording). */
  kind?: AppKind;
  /** The prompt's words, the context its nouns are read in ("football" for "matches"). */
  context: string[];
  /** The text without its lists of values: what features are looked for in. */
  outsideValues: string;
  /** Nothing named what the app keeps: its one record is a plain list of items. */
  guessed?: boolean;
  /** People read as the app's users rather than records, with the records they make. */
  users: AppUser[];
}

/**
 * Where each value of a list of values stands, so that no clause reads it as a record; only a
 * single person or thing stays, which may be a link ("each trip has a vehicle and a driver").
 */
const valueSpans = (lists: ReadList[], tokens: Token[]) =>
  lists
    .filter(({ namesRecords }) => !namesRecords)
    .flatMap(({ list, kinds }) =>
      list.marker === 'parentheses'
        ? [{ from: list.start, to: list.end }]
        : list.items.flatMap((item, index) =>
            kinds[index] === 'either' && !isPluralItem(item, tokens)
              ? []
              : [{ from: item.start, to: item.end }],
          ),
    );

/** "home maintenance tasks like changing filters": examples of what is kept, not records. */
const EXAMPLES = /(?<=\b[a-z]+s)\s+(?:like|such as|e\.g\.)\s+(?!to\b)[^,.;:()]+/gi;

/**
 * What the clauses are read without: lists in parentheses, read as text because their words
 * would blur the clause around them, and examples.
 */
const asides = (text: string) => [
  ...listsIn(text)
    .filter(({ marker }) => marker === 'parentheses')
    .map(({ start, end }) => ({ from: start, to: end })),
  ...[...text.matchAll(EXAMPLES)].map((match) => ({
    from: match.index,
    to: match.index + match[0].length,
  })),
];

/**
 * "and when it's due back", "whether it is paid": a question about a record is a value of it,
 * never a record; its words are left out of the clause up to the next comma.
 */
function withoutQuestions(tokens: Token[]): Token[] {
  let asking = false;
  return tokens.filter((token, index) => {
    if (/^(?:when|whether)$/.test(token.word)) asking = true;
    const kept = !asking;
    if (asking && (token.comma || tokens[index + 1]?.word === 'and')) asking = false;
    return kept;
  });
}

/** The text without its lists of values, for features: "favourites" in a list is a value. */
function withoutSpans(text: string, spans: { from: number; to: number }[]) {
  let masked = text;
  for (const { from, to } of spans)
    masked = masked.slice(0, from) + ' '.repeat(to - from) + masked.slice(to);
  return masked;
}

/** The noun phrases the lists of records name, item by item. */
const listedPhrases = (lists: ReadList[], chunked: Chunk[][]): NounPhrase[] =>
  lists
    .filter(({ namesRecords }) => namesRecords)
    .flatMap(({ list, kinds }) =>
      list.items.flatMap((item, index) =>
        kinds[index] === 'value' ? [] : (phraseInside(item, chunked) ?? []),
      ),
    );

/**
 * "venues with capacity", "shows: date, venue and fee", "deliveries with trucks and crew": what
 * a list is said to hold, counted in the plural, is a record type.
 */
const describedPhrases = (lists: ReadList[], chunked: Chunk[][]): NounPhrase[] =>
  lists
    .filter(
      ({ namesRecords, list }) =>
        list.marker === 'with' || (!namesRecords && list.marker === 'colon'),
    )
    .flatMap(({ list }) => {
      const phrase = phraseBefore(chunked, list.start);
      return phrase?.plural && !namesTheApp(phrase) ? [phrase] : [];
    });

/** "each plant has a name, …", "points per player": the record a list names as its own. */
const hostPhrases = (lists: ReadList[]): NounPhrase[] =>
  lists.flatMap(({ list }) =>
    list.host && ['has', 'per'].includes(list.marker)
      ? [
          {
            type: 'noun' as const,
            words: wordsOf(list.host),
            plural: false,
            owned: false,
            personal: false,
            quantifier: 'each' as const,
          },
        ]
      : [],
  );

/**
 * The lists of a text as read: a list ends at an item that is a sentence or goes on with a verb
 * ("each book has a publisher and sits on a shelf"), so a "list" that starts with one ("Volunteers:
 * events have shifts, …") is none.
 */
function readLists(text: string, tokens: Token[]): ReadList[] {
  return listsIn(text).flatMap((list) => {
    // "the results each swimmer gets at a meet": "gets at" opens no list.
    const first = tokens.find((token) => token.start >= (list.items[0]?.start ?? Infinity));
    if (list.marker === 'has' && first?.pos === 'preposition') return [];
    const end = list.items.findIndex((item) => isSentence(item, tokens, list.marker));
    const items = end < 0 ? list.items : list.items.slice(0, end);
    return items.length > 0 ? [readList({ ...list, items }, tokens)] : [];
  });
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
    .map(({ list }) => ({ list, items: recordsOf(phrasesOf(list)) }));
  // "trips with stops": what a record is said to hold, counted in the plural.
  const held = fromText.flatMap(({ list }) => {
    const owner =
      list.marker === 'with' ? ownerAt(chunked, list.start, records, undefined) : undefined;
    // "with trucks and crew", not "… with one adopter": counted one by one, a phrase links itself.
    const items = recordsOf(
      phrasesOf(list).filter((phrase) => phrase.plural || !phrase.quantifier),
    );
    return owner ? [{ owner, items }] : [];
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

/** "log my daily water, sleep and steps": one record a day, a value for each figure. */
function dailyLog(noun: ResolvedNoun) {
  const record = recordNamed({ words: noun.words });
  return { resolved: [noun], main: record, mainNoun: noun, added: [record] };
}

/** The data model a prompt describes: one reading of its lists, clauses and subject. */
export function dataModelOf(text: string): DataModel {
  const clauses = clausesOf(withoutSpans(text, asides(text)));
  const lists = [
    ...readLists(text, clauses.flat()),
    ...perListsIn(clauses).map((list) => readList(list, clauses.flat())),
  ].sort((a, b) => a.list.start - b.list.start);
  const spans = valueSpans(lists, clauses.flat());
  const outside = (token: Token) =>
    !spans.some(({ from, to }) => token.start >= from && token.start < to);
  const chunked = clauses
    .map((tokens) => withoutQuestions(tokens.filter(outside)))
    .filter((tokens) => tokens.length > 0)
    .map(chunksOf);
  const outsideValues = withoutSpans(text, spans);
  const described = [...describedPhrases(lists, chunked), ...hostPhrases(lists)];
  const read = recordTypesIn(
    chunked,
    chunked.flatMap(claimsOf),
    listedPhrases(lists, chunked),
    described,
  );
  const {
    records: found,
    claims,
    users,
  } = withoutUsers(
    read,
    chunked.flatMap(claimsOf),
    chunked,
    new Set(described.flatMap((phrase) => recordOf(phrase, read) ?? [])),
  );
  const firstValues = lists.find(({ namesRecords }) => !namesRecords)?.list;
  const metrics = found.length === 0 ? dailyMetricsIn(text) : undefined;
  const reading = metrics
    ? { ...dailyLog(metrics.noun), subject: undefined }
    : subjectAmong(text, found, firstValues);
  const compound = compoundLinks([...found, ...reading.added], chunked);
  const records = [...found, ...reading.added, ...compound.records];
  const main = reading.main;
  const listed =
    metrics && main
      ? { values: new Map([[main, metrics.values]]), links: [] }
      : listValues(lists, chunked, records, main);
  const values = listed.values;
  claimedValues(values, claims, records);
  for (const attribute of main ? (reading.subject?.attributes ?? []) : [])
    addValue(values, main as RecordType, attribute, records);
  const valueClaims = listed.links.map(({ child, parent }): Claim => ({
    type: 'belongs',
    child: phraseOf(child),
    parent: phraseOf(parent),
    firm: false,
    explicit: true,
  }));
  const stated = linksFrom(
    [
      ...claims.flatMap((claim) => throughEvent(claim, records)),
      ...valueClaims,
      ...compound.claims,
    ],
    records,
  );
  const linked = withImpliedLinks(
    stated,
    mentionsIn(lists, chunked, records, main, reading.theirs ?? []),
  );
  return {
    records,
    ...linked,
    values,
    main,
    mainNoun: reading.mainNoun,
    guessed: 'guessed' in reading ? reading.guessed : undefined,
    users,
    kind: appKindOf(outsideValues, records, reading.mainNoun, reading.resolved),
    subject: reading.subject,
    context: wordsOf(text),
    outsideValues,
  };
}
