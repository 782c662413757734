import { isFeaturePhrase } from '../features.ts';
import { singularOf, wordsOf } from '../text.ts';
import { withAgentsNamed } from './agent-nouns.ts';
import { spelledAsMeant, withoutQuestions, withPlainVerbs } from './clause-words.ts';
import { withoutAlternatives } from './alternatives.ts';
import { chunksOf, isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { isPluralItem, namesNothing, type ReadList } from './list-kinds.ts';
import { describedBy, readList } from './read-list.ts';
import { withListsRead, withStoresRead } from './list-heads.ts';
import { rolesIn, withRolesFilled, withWhatEachIs } from './role-nouns.ts';
import { isSentence } from './list-sentences.ts';
import { clauseText, renamings, withoutSpans } from './asides.ts';
import { listsIn, type ListItem, type TextList } from './lists.ts';
import { givesExamplesOf } from './parenthesized-examples.ts';
import { clausesOf, type Token } from './parse.ts';
import { withAsManyAsChosen, withGenericOnes } from './generic-ones.ts';
import { eachOccasionDone, eachOneDoing, eachTimeDone, eachTimeTold } from './each-time.ts';
import { perListsIn } from './per-lists.ts';
import { phraseInside } from './values.ts';
import { askedOfTheApp, VERB_PARTICLE } from './vocabulary.ts';

/**
 * Where each value of a list of values stands, so that no clause reads it as a record; only a
 * single person or thing stays, which may be a link ("each trip has a vehicle and a driver").
 */
const valueSpans = (lists: ReadList[], tokens: Token[], roles: Set<string>) =>
  lists
    .filter(({ namesRecords }) => !namesRecords)
    .flatMap(({ list, kinds }) =>
      list.marker === 'parentheses'
        ? [{ from: list.start, to: list.end }]
        : list.items.flatMap((item, index) => {
            const kept = ['record', 'either'].includes(kinds[index] ?? '');
            const described = describedBy(
              item,
              lists.map(({ list }) => list),
            );
            // "a leader (one of the members)": a role filled by records is a link to them.
            const named =
              item.text
                .replace(/\s*\(.*$/, '')
                .split(/\s+/)
                .at(-1) ?? '';
            const role = roles.has(singularOf(named.toLowerCase()));
            return (kept && (!isPluralItem(item, tokens) || described)) || role
              ? []
              : [{ from: item.start, to: item.end }];
          }),
    );

/** The noun phrases the lists of records name, item by item. */
export const listedPhrases = (lists: ReadList[], chunked: Chunk[][]): NounPhrase[] =>
  lists
    .filter(({ namesRecords }) => namesRecords)
    .flatMap(({ list, kinds }) =>
      list.items.flatMap((item, index) =>
        kinds[index] === 'value' ? [] : (phraseInside(item, chunked) ?? []),
      ),
    );

/** "each plant has a name, …", "points per player": the record a list names as its own. */
export const hostPhrases = (lists: ReadList[]): NounPhrase[] =>
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

/** "show when …", "then show total minutes …": an item that asks the app to do something. */
function askedOfTheAppAt(text: string, item: ListItem) {
  const [first, next] = text
    .slice(item.start)
    .toLowerCase()
    .replace(/^(?:and\s+)?(?:then|also|so)\s+/, '')
    .split(/[^a-z]+/, 2);
  return askedOfTheApp(first ?? '', next);
}

const SHARING = /^(?:share|shares|shared|sharing|send|sends|sent|sending)$/;

/**
 * The lists of a text as read: a list ends at an item that is a sentence or goes on with a verb
 * ("each book has a publisher and sits on a shelf"), so a "list" that starts with one ("Volunteers:
 * events have shifts, …") is none.
 */
function readLists(text: string, tokens: Token[]): ReadList[] {
  const all = listsIn(text);
  return all.flatMap((list) => {
    // "the results each swimmer gets at a meet": "gets at" opens no list.
    const first = tokens.find((token) => token.start >= (list.items[0]?.start ?? Infinity));
    if (list.marker === 'has' && first?.pos === 'preposition') return [];
    // "an app like Temu: a wishlist of things …": one thing after a colon says what the app is.
    const single = list.items.length === 1 && /^(?:a|an)$/.test(first?.word ?? '');
    if (list.marker === 'colon' && single) return [];
    // "share recipes with friends": whom the app shares with are not kept in it.
    const before = tokens.filter((token) => token.end <= list.start).slice(-4);
    const shared = before.some((token) => token.pos === 'verb' && SHARING.test(token.word));
    if (list.marker === 'with' && shared) return [];
    // "buyers registered with us, our negotiators, …": "with us" names no list; "pair one
    // volunteer with one client, and the calls …": "with one" names who takes part.
    if (list.marker === 'with' && (first?.pos === 'pronoun' || first?.word === 'one')) return [];
    // "our goats: show when each was last weighed": what the app is asked to do ends the list.
    const asked = list.items.findIndex((item) => askedOfTheAppAt(text, item));
    const end = list.items.findIndex(
      (item, index) => isSentence(item, tokens, list.marker) || index === asked,
    );
    const items = (end < 0 ? list.items : list.items.slice(0, end)).filter(
      (item) => !namesNothing(item, tokens),
    );
    // …and leaves what heads the colon described, with no values of its own.
    if (items.length === 0 && list.marker === 'colon' && asked === 0)
      return [{ list: { ...list, items: [] }, namesRecords: false, kinds: [] }];
    if (items.length === 0) return [];
    if (examplesAfterColon({ ...list, items }, text, tokens))
      return [readList({ ...list, items, marker: 'parentheses' }, tokens, all)];
    const read = readList({ ...list, items }, tokens, all);
    const resumed = outerListResumes(read, text, tokens);
    return [
      resumed > 0 ? readList({ ...list, items: items.slice(0, resumed) }, tokens, all) : read,
    ];
  });
}

/**
 * "the parts I used - valves, caps, transformers": a list after a colon that follows a plural and
 * what the person does with it may give examples of it (see givesExamplesOf); right after a plural
 * ("sewer pipes: manholes, …") it names what is kept.
 */
function examplesAfterColon(list: TextList, text: string, tokens: Token[]) {
  if (list.marker !== 'colon') return false;
  const before = tokens.filter((token) => token.end <= list.start);
  const at = before.findLastIndex((token) => token.pos === 'noun' && token.plural);
  const noun = before[at];
  if (!noun || /[.!?]/.test(text.slice(noun.end, list.start))) return false;
  const said = before.slice(at + 1);
  // "I hire out boats - kayaks, canoes - to tourists": set apart between dashes, as in parentheses.
  // (A dash is read as a colon by then.)
  const setApart = /^\s*[:–—-]\s/.test(text.slice(list.end));
  const used =
    said.length > 0 ? usedOrFrom(said) : setApart && doneByPerson(before.slice(0, at).reverse());
  if (!used) return false;
  const phrase: NounPhrase = {
    type: 'noun',
    words: [noun.word],
    plural: true,
    owned: false,
    personal: false,
  };
  return givesExamplesOf(list, phrase);
}

/**
 * After a plural, "I used", "we hire out", "I used from my stock", "from my stock": what the
 * person does with them, or where they come from.
 */
function usedOrFrom(said: Token[]) {
  const told = PEOPLE.test(said[0]?.word ?? '');
  const rest = told ? said.slice(1) : said;
  const verbs = rest.findIndex((token) => token.pos !== 'verb');
  const done = told ? (verbs < 0 ? rest.length : verbs) : 0;
  if (told && (done === 0 || done > 2)) return false;
  const where = rest.slice(done);
  const particle = told && where.length === 1 && VERB_PARTICLE.test(where[0]!.word);
  return where.length === 0 || particle || placeSaid(where);
}

/** Read back from a plural: its modifiers, then "I grow", "we hire out" (one verb and its doer). */
function doneByPerson(back: Token[]) {
  const modifiers = back.findIndex(
    (token) => !['determiner', 'possessive', 'adjective'].includes(token.pos),
  );
  const rest = back.slice(Math.max(modifiers, 0));
  const verbs = rest[0] && VERB_PARTICLE.test(rest[0].word) ? rest.slice(1) : rest;
  const done = verbs.findIndex((token) => token.pos !== 'verb');
  return done === 1 && PEOPLE.test(verbs[done]?.word ?? '');
}

const PEOPLE = /^(?:i|we|you|they)$/;

/** "from my stock", "in the van": a preposition and one thing, singular. */
const placeSaid = ([preposition, ...rest]: Token[]) =>
  preposition?.pos === 'preposition' &&
  rest.length > 0 &&
  rest
    .slice(0, -1)
    .every((token) => ['determiner', 'possessive', 'adjective'].includes(token.pos)) &&
  rest.at(-1)?.pos === 'noun' &&
  !rest.at(-1)?.plural;

/**
 * "bookings … with amount paid, and waivers each signed by one customer": after the values a
 * "with" gives, ", and" before things counted in the plural goes on with the list around it.
 */
function outerListResumes({ list, kinds }: ReadList, text: string, tokens: Token[]): number {
  if (list.marker !== 'with' || kinds[0] !== 'value') return -1;
  return list.items.findIndex(
    (item, index) =>
      index > 0 &&
      kinds[index] === 'record' &&
      isPluralItem(item, tokens) &&
      /,\s*and\s/.test(text.slice(list.items[index - 1]?.end ?? item.start, item.start + 1)),
  );
}

/**
 * "difficulty (Easy, Medium, Hard)", "body (Light, Full)": a list in parentheses right after an
 * item of a list of values, not a record, is that value's choices, kept with the value.
 */
function withOptions(lists: ReadList[]): ReadList[] {
  const optionsAfter = (item: ListItem) =>
    lists.find(
      ({ list }) =>
        list.marker === 'parentheses' && list.start >= item.end && list.start - item.end <= 2,
    );
  const taken = new Set<ReadList>();
  const read = lists.map((reading) => {
    if (reading.namesRecords) return reading;
    const items = reading.list.items.map((item, index) => {
      const options = reading.kinds[index] === 'record' ? undefined : optionsAfter(item);
      if (!options) return item;
      taken.add(options);
      return {
        ...item,
        text: `${item.text} (${options.list.items.map(({ text }) => text).join(', ')})`,
      };
    });
    return { ...reading, list: { ...reading.list, items } };
  });
  return read.filter((_reading, index) => !taken.has(lists[index] as ReadList));
}

/**
 * "inseminations - one cow served with one bull", "deployments: one camera at one location": a
 * clause opening with "one" after a dash or a colon tells what each of the records before it is,
 * as "each insemination is one cow …" would.
 */
function withToldSubjects(chunked: Chunk[][], text: string): Chunk[][] {
  const all = chunked.flat();
  return chunked.map((chunks, index) => {
    const [first, before] = [chunks[0], chunked[index - 1]?.findLast(isNoun)];
    const told = before?.plural ? eachTimeTold(chunks, before, text) : undefined;
    if (told) return told;
    const done = eachTimeDone(chunks, all) ?? eachOneDoing(chunks) ?? eachOccasionDone(chunks, all);
    if (done) return done;
    if (!isNoun(first) || first.quantifier !== 'one' || !before?.plural) return chunks;
    // "races: one crew sails each boat" is a sentence of its own.
    const next = chunks[1];
    if (next?.type === 'verb' && !next.participle && !/ing$/.test(next.words[0] ?? ''))
      return chunks;
    if (first.start === undefined || before.end === undefined) return chunks;
    if (!/^\s*[-–—:]\s*one\s+$/i.test(text.slice(before.end, first.start))) return chunks;
    const each: NounPhrase = { ...before, quantifier: 'each', start: undefined, end: undefined };
    return [each, { type: 'verb', words: ['is'], participle: false }, ...chunks];
  });
}

/**
 * The text as the model reads it: its lists, each read item by item, and its clauses in chunks,
 * without the values the lists name, asides in parentheses, examples and questions.
 */
export function readText(text: string) {
  const clauses = clausesOf(clauseText(text));
  const lists = withOptions([
    ...readLists(withoutSpans(text, renamings(text)), clauses.flat()),
    ...perListsIn(clauses).map((list) => readList(list, clauses.flat())),
  ]).sort((a, b) => a.list.start - b.list.start);
  const spans = valueSpans(lists, clauses.flat(), new Set(rolesIn(text).keys()));
  const outside = (token: Token) =>
    !spans.some(({ from, to }) => token.start >= from && token.start < to);
  const read = clauses
    .map((tokens) => withoutQuestions(withPlainVerbs(tokens.filter(outside))))
    .filter((tokens) => tokens.length > 0)
    .reduce<Chunk[][]>(
      (chunks, tokens) => [...chunks, withoutAlternatives(chunksOf(tokens, chunks.flat()))],
      [],
    );
  const named = withRolesFilled(withAgentsNamed(withToldSubjects(read, text)), text);
  const chunked = withGenericOnes(
    withAsManyAsChosen(withWhatEachIs(withStoresRead(withListsRead(named)))),
  );
  // "with title, tags and favourite, with search": a feature named among values is asked for.
  const values = spans.filter(({ from, to }) => !isFeaturePhrase(text.slice(from, to)));
  return {
    lists,
    chunked,
    outsideValues: withoutSpans(text, values),
    spelled: spelledAsMeant(text, clauses.flat()),
  };
}
