import { canBe } from '../lexicon/noun-roles.ts';
import type { NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { eventFor, recordOf, type RecordType } from './records.ts';

/** `child` records each point to one `parent`; `required` when the sentence says they must. */
export interface Link {
  child: RecordType;
  parent: RecordType;
  required: boolean;
  /** Said only by a preposition after an act: the act may take place with others named with it. */
  partial?: boolean;
}

export interface Links {
  links: Link[];
  /** Pairs of record types with many of each ("students join clubs"). */
  manyToMany: [RecordType, RecordType][];
}

export const keyOf = (record: RecordType) => record.words.join(' ');
const pairKey = (a: RecordType, b: RecordType) => [keyOf(a), keyOf(b)].sort().join('|');

/** A noun phrase standing for a record type, for claims the reader makes itself. */
export const phraseOf = (record: RecordType): NounPhrase => ({
  type: 'noun',
  words: record.words,
  plural: true,
  owned: false,
  personal: false,
});

/**
 * "members book machines" where the app keeps bookings: each booking has its member and its
 * machine, rather than each machine its member.
 */
export function throughEvent(claim: Claim, records: RecordType[]): Claim[] {
  if (claim.type === 'belongs' && claim.within) {
    // "a tech visits a pool and records tests" where visits are kept: each test is the visit's.
    const during = eventFor(claim.within, records);
    const done = claim.doer?.phrase === claim.child ? claim.parent : claim.child;
    if (during && recordOf(done, records) !== during)
      return [
        { type: 'belongs', child: done, parent: phraseOf(during), firm: true, explicit: true },
      ];
  }
  // "we hire kayaks to tourists" where hires are kept: each hire has its kayak and its tourist.
  if (claim.type === 'belongs' && claim.handed) {
    const event = eventFor(claim.handed, records);
    const sides = [claim.child, claim.parent]
      .map((side) => recordOf(side, records))
      .filter((side): side is RecordType => side !== undefined && side !== event);
    if (!event || sides.length < 2) return [claim];
    return sides.map((side) => ({
      type: 'belongs',
      child: phraseOf(event),
      parent: phraseOf(side),
      firm: true,
      explicit: claim.explicit,
    }));
  }
  if (claim.type === 'attribute' || !claim.verb) return [claim];
  const event = eventFor(claim.verb, records);
  const sides = claim.type === 'many' ? [claim.a, claim.b] : [claim.child, claim.parent];
  if (!event || sides.some((side) => recordOf(side, records) === event)) return [claim];
  return sides.map((side) => ({
    type: 'belongs',
    child: phraseOf(event),
    parent: side,
    firm: true,
    explicit: claim.explicit,
  }));
}

/**
 * Links from the claims between record types; a pair linked both ways, or "many", is many-to-many.
 * So is an act that has several of what the business offers (`offered`: "services (full groom,
 * bath, nail clip)"): "an appointment can have a few services" takes them from the list, each
 * service staying on offer for every other appointment. So are things used on a record, but those
 * that keep the figures of their use (`lines`: "parts used on each job with quantity and cost").
 */
export function linksFrom(
  claims: Claim[],
  records: RecordType[],
  offered: RecordType[] = [],
  lines: RecordType[] = [],
): Links {
  const links = new Map<string, Link>();
  const manyToMany = new Map<string, [RecordType, RecordType]>();
  const said = new Set<string>();
  // "climbers logging their ascents": a verb's "many" in passing gives way to a possessive, and
  // "agencies issue vouchers" to "each voucher is from one agency".
  const saysOne = (claim: Extract<Claim, { type: 'belongs' }>) =>
    claim.explicit && (claim.child.quantifier === 'each' || claim.parent.quantifier === 'one');
  const firm = new Set(
    claims.flatMap((claim) => {
      if (claim.type !== 'belongs' || !(claim.owned || saysOne(claim))) return [];
      const [a, b] = [recordOf(claim.child, records), recordOf(claim.parent, records)];
      return a && b ? [pairKey(a, b)] : [];
    }),
  );
  // "each run is one job …, a job often needs a few runs": one job's many runs, not many of each.
  const oneOf = new Set(
    claims.flatMap((claim) => {
      if (claim.type !== 'belongs' || !saysOne(claim)) return [];
      const [child, parent] = [recordOf(claim.child, records), recordOf(claim.parent, records)];
      return child && parent ? [`${keyOf(child)}>${keyOf(parent)}`] : [];
    }),
  );
  for (const claim of claims.map(manyOfParent)) {
    // "each warden looks after several gauges, though a gauge has only one warden", "venues host
    // lots of ceremonies" where each ceremony is at one venue: one's many.
    if (claim.type === 'many') {
      const [a, b] = [recordOf(claim.a, records), recordOf(claim.b, records)];
      if (a && b && oneOf.has(`${keyOf(b)}>${keyOf(a)}`)) continue;
    }
    const [first, second] =
      claim.type === 'many'
        ? [claim.a, claim.b]
        : claim.type === 'belongs'
          ? [claim.child, claim.parent]
          : [claim.owner, claim.attribute];
    const a = recordOf(first, records);
    const b = recordOf(second, records);
    if (!a || !b || a === b) continue;
    // "the items I order for each project (sofa, lamps)": each project's own, not from an offer.
    const placedInEach =
      claim.type === 'belongs' && claim.placed && claim.parent.quantifier === 'each';
    const takenFromOffer =
      claim.type === 'belongs' &&
      offered.includes(a) &&
      !claim.owned &&
      !saysOne(claim) &&
      !placedInEach &&
      canBe(b.words, 'act', 0.3);
    // "the ropes used on that job": used again on others, unless each keeps the figures of its
    // use ("parts used on each job with quantity and cost": each job's own lines).
    const usedAgain = claim.type === 'belongs' && claim.used && !lines.includes(a);
    if (takenFromOffer || usedAgain) manyToMany.set(pairKey(a, b), [a, b]);
    else if (claim.type === 'many') {
      if (!claim.passing || !firm.has(pairKey(a, b))) manyToMany.set(pairKey(a, b), [a, b]);
      if (claim.explicit && !claim.passing) said.add(pairKey(a, b));
    } else {
      const required = claim.type === 'attribute' || claim.firm;
      const existing = links.get(`${keyOf(a)}>${keyOf(b)}`);
      const partial = claim.type === 'belongs' && Boolean(claim.partial);
      links.set(`${keyOf(a)}>${keyOf(b)}`, {
        child: a,
        parent: b,
        required: required || Boolean(existing?.required),
        ...(partial && (existing?.partial ?? true) ? { partial } : {}),
      });
    }
  }
  // "patients get a prosthesis …, so one patient has many prostheses": one said outright wins.
  const oneWay = (link: Link) =>
    oneOf.has(`${keyOf(link.child)}>${keyOf(link.parent)}`) !==
    oneOf.has(`${keyOf(link.parent)}>${keyOf(link.child)}`);
  for (const link of [...links.values()])
    if (links.has(`${keyOf(link.parent)}>${keyOf(link.child)}`) && oneWay(link)) {
      if (!oneOf.has(`${keyOf(link.child)}>${keyOf(link.parent)}`))
        links.delete(`${keyOf(link.child)}>${keyOf(link.parent)}`);
    } else if (links.has(`${keyOf(link.parent)}>${keyOf(link.child)}`))
      manyToMany.set(pairKey(link.child, link.parent), [link.child, link.parent]);
  // A record that already links both ("each vote records the member and the book") is their many-to-many.
  const linkedBoth = (a: RecordType, b: RecordType) =>
    [...links.values()].some((link) =>
      [...links.values()].some(
        (other) => other.child === link.child && link.parent === a && other.parent === b,
      ),
    );
  // …unless many of each are said outright ("an exam can need several, an invigilator covers many").
  const pairs = [...manyToMany.values()].filter(
    ([a, b]) => said.has(pairKey(a, b)) || (!linkedBoth(a, b) && !linkedBoth(b, a)),
  );
  const inPair = (link: Link) => [...manyToMany.keys()].includes(pairKey(link.child, link.parent));
  return { links: [...links.values()].filter((link) => !inPair(link)), manyToMany: pairs };
}

/**
 * "a wig is made from several ponytails": a record said one at a time of many of another is not
 * one of them (mouldings that "come from a few suppliers" are said of them all), nor is one
 * picked with "which" of another picked so ("which volunteer worked at which event"):
 * many of each, unless each of the others is said to be in one ("a ponytail is used in one wig").
 */
const manyOfParent = (claim: Claim): Claim =>
  claim.type === 'belongs' &&
  ((claim.parent.quantifier === 'many' &&
    !claim.child.plural &&
    claim.child.quantifier !== 'many') ||
    (claim.child.picked && claim.parent.picked))
    ? {
        type: 'many',
        a: claim.child,
        b: claim.parent,
        explicit: claim.explicit,
        passing: claim.passing,
      }
    : claim;

/** Whether two record types are joined by the links, whichever way each link points. */
export function connected(model: Links, a: RecordType, b: RecordType): boolean {
  const seen = new Set<RecordType>([a]);
  const queue = [a];
  const neighbours = (record: RecordType) => [
    ...model.links.flatMap((link) =>
      link.child === record ? [link.parent] : link.parent === record ? [link.child] : [],
    ),
    ...model.manyToMany.flatMap(([x, y]) => (x === record ? [y] : y === record ? [x] : [])),
  ];
  while (queue.length > 0) {
    const record = queue.shift() as RecordType;
    if (record === b) return true;
    for (const next of neighbours(record))
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  }
  return false;
}

/** Whether a pair is linked directly, either way. */
export const linkedDirectly = (model: Links, a: RecordType, b: RecordType) =>
  model.links.some(
    (link) => (link.child === a && link.parent === b) || (link.child === b && link.parent === a),
  ) || model.manyToMany.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
