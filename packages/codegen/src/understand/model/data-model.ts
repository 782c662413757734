import { chunksOf, type Chunk, type NounPhrase } from './chunks.ts';
import { claimsOf, type Claim } from './claims.ts';
import { clausesOf } from './parse.ts';
import { isFeaturePhrase } from '../features.ts';
import { recordOf, recordTypesIn, type RecordType } from './records.ts';
import { singularOf, wordsOf } from '../text.ts';

/** `child` records each point to one `parent`; `required` when the sentence says they must. */
export interface Link {
  child: RecordType;
  parent: RecordType;
  required: boolean;
  /** Said only by a possessive ("their events"). */
  owned: boolean;
  /** Said by where a record is kept ("receipts in folders"), not by a clause ("managers post updates"). */
  placed: boolean;
}

/** What the prompt says the app keeps: record types, the links between them and the values each keeps. */
export interface DataModel {
  records: RecordType[];
  links: Link[];
  /** Pairs of record types with many of each ("students join clubs"). */
  manyToMany: [RecordType, RecordType][];
  /** The values a record keeps as the person named them ("date", "distance"), by record. */
  attributes: Map<RecordType, string[]>;
  /** A link was said of each record ("each pet belongs to an owner"), not only of them all. */
  explicit: boolean;
  /** The prompt's words, the context its nouns are read in ("football" for "matches"). */
  context: string[];
}

/** "trips with date and distance": the noun phrases after "with" are the values of the record before it. */
function valuesAfterWith(chunks: Chunk[], records: RecordType[]) {
  const values: [RecordType, NounPhrase][] = [];
  chunks.forEach((chunk, index) => {
    if (chunk.type !== 'preposition' || chunk.word !== 'with') return;
    const earlier = chunks.slice(0, index).filter((phrase) => phrase.type === 'noun');
    // "each walk is for one dog, with date and price": after a comma, the clause's subject has them.
    const afterComma = chunks[index - 1]?.type === 'and';
    const subject =
      chunks.findIndex((phrase) => phrase.type === 'verb') > 0 ? earlier[0] : undefined;
    const owner = afterComma && subject ? subject : earlier.at(-1);
    const record = owner ? recordOf(owner, records) : undefined;
    if (!record) return;
    for (const later of chunks.slice(index + 1)) {
      if (later.type === 'and') continue;
      if (later.type !== 'noun' || recordOf(later, records)) break;
      values.push([record, later]);
    }
  });
  return values;
}

const keyOf = (record: RecordType) => record.words.join(' ');

/** The nouns a verb's act is named by: book → booking, rent → rental, reserve → reservation. */
function actsOf(verb: string) {
  const base = singularOf(verb);
  const stem = base.replace(/e$/, '');
  return new Set([base, `${stem}ing`, `${base}al`, `${base}ion`, `${base}ment`, `${stem}ation`]);
}

/**
 * "members book machines" where the app keeps bookings: each booking has its member and its
 * machine, rather than each machine its member.
 */
function throughEvent(claim: Claim, records: RecordType[]): Claim[] {
  if (claim.type === 'attribute' || !claim.verb) return [claim];
  const acts = actsOf(claim.verb);
  const event = records.find((record) => acts.has(singularOf(record.words.at(-1) ?? '')));
  const sides = claim.type === 'many' ? [claim.a, claim.b] : [claim.child, claim.parent];
  if (!event || sides.some((side) => recordOf(side, records) === event)) return [claim];
  const phrase = {
    type: 'noun' as const,
    words: event.words,
    plural: true,
    owned: false,
    personal: false,
  };
  return sides.map((side) => ({
    type: 'belongs',
    child: phrase,
    parent: side,
    firm: true,
    explicit: claim.explicit,
  }));
}

/** Links from the claims between record types; a pair linked both ways, or "many", is many-to-many. */
function linksFrom(claims: Claim[], records: RecordType[]) {
  const links = new Map<string, Link>();
  const manyToMany = new Map<string, [RecordType, RecordType]>();
  const pairKey = (a: RecordType, b: RecordType) => [keyOf(a), keyOf(b)].sort().join('|');
  let explicit = false;
  for (const claim of claims) {
    const [first, second] =
      claim.type === 'many'
        ? [claim.a, claim.b]
        : claim.type === 'belongs'
          ? [claim.child, claim.parent]
          : [claim.owner, claim.attribute];
    const a = recordOf(first, records);
    const b = recordOf(second, records);
    if (!a || !b || a === b) continue;
    explicit ||= claim.type === 'attribute' || claim.explicit;
    if (claim.type === 'many') manyToMany.set(pairKey(a, b), [a, b]);
    else {
      const required = claim.type === 'attribute' || claim.firm;
      const existing = links.get(`${keyOf(a)}>${keyOf(b)}`);
      const owned = claim.type === 'belongs' && Boolean(claim.owned);
      const placed = claim.type === 'belongs' && Boolean(claim.placed);
      links.set(`${keyOf(a)}>${keyOf(b)}`, {
        child: a,
        parent: b,
        required: required || Boolean(existing?.required),
        owned: owned && (existing?.owned ?? true),
        placed: placed || Boolean(existing?.placed),
      });
    }
  }
  for (const link of links.values())
    if (links.has(`${keyOf(link.parent)}>${keyOf(link.child)}`))
      manyToMany.set(pairKey(link.child, link.parent), [link.child, link.parent]);
  // A record that already links both ("each vote records the member and the book") is their many-to-many.
  const linkedBoth = (a: RecordType, b: RecordType) =>
    [...links.values()].some((link) =>
      [...links.values()].some(
        (other) => other.child === link.child && link.parent === a && other.parent === b,
      ),
    );
  const pairs = [...manyToMany.values()].filter(([a, b]) => !linkedBoth(a, b) && !linkedBoth(b, a));
  const inPair = (link: Link) => [...manyToMany.keys()].includes(pairKey(link.child, link.parent));
  return {
    links: [...links.values()].filter((link) => !inPair(link)),
    manyToMany: pairs,
    explicit,
  };
}

/** The data model a prompt describes, from a linguistic reading of its clauses. */
export function dataModelOf(text: string): DataModel {
  const chunked = clausesOf(text).map(chunksOf);
  const claims = chunked.flatMap(claimsOf);
  const records = recordTypesIn(chunked, claims);
  const attributes = new Map<RecordType, string[]>();
  const addValue = (record: RecordType, phrase: NounPhrase) => {
    // A value may be typed ("date", "price"), never a feature ("monthly stats").
    if (isFeaturePhrase(phrase.words.join(' ')) || recordOf(phrase, records)) return;
    attributes.set(record, [...(attributes.get(record) ?? []), phrase.words.join(' ')]);
  };
  for (const claim of claims) {
    const owner = claim.type === 'attribute' ? recordOf(claim.owner, records) : undefined;
    if (owner && claim.type === 'attribute') addValue(owner, claim.attribute);
  }
  for (const [record, phrase] of chunked.flatMap((chunks) => valuesAfterWith(chunks, records)))
    addValue(record, phrase);
  const linked = linksFrom(
    claims.flatMap((claim) => throughEvent(claim, records)),
    records,
  );
  // "Customers place orders; each order has a total": the person thinks of each order.
  const eachSaid = new Set(
    chunked
      .flat()
      .flatMap((chunk) =>
        chunk.type === 'noun' && (chunk.quantifier === 'each' || chunk.quantifier === 'one')
          ? [recordOf(chunk, records)]
          : [],
      ),
  );
  const explicit =
    linked.explicit ||
    linked.links.some(
      (link) => !link.owned && (eachSaid.has(link.child) || eachSaid.has(link.parent)),
    );
  return { records, ...linked, explicit, attributes, context: wordsOf(text) };
}
