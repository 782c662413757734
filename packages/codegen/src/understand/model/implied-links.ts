import { eventStrength } from '../lexicon/acts.ts';
import { canBe, rolesOf } from '../lexicon/noun-roles.ts';
import { connected, linkedDirectly, type Links } from './links.ts';
import type { RecordType } from './records.ts';

/** Where record types were named together: the grammar links only what was said of them. */
export interface Mentions {
  /** Record types listed together ("boats, renters and hires"), in order. */
  lists: RecordType[][];
  /** Record types named in one clause. */
  clauses: RecordType[][];
  /** "trips with stops", "a playlist with songs": records listed as what another record holds. */
  /** `only`: the list names nothing but records ("contracts with merchants"). */
  held: { owner: RecordType; items: RecordType[]; only: boolean }[];
}

const isPeople = (record: RecordType) => canBe(record.words, 'person', 0.5);
/** A group of people ("teams", "classes"), not a rank or a mark ("grades"). */
const isGroup = (record: RecordType) =>
  canBe(record.words, 'group', 0.5) && !canBe(record.words, 'value', 0.2);
const isThing = (record: RecordType) => {
  const profile = rolesOf(record.words);
  return (profile.thing ?? 0) + (profile.document ?? 0) >= 0.5 && !isPeople(record);
};

const add = (model: Links, child: RecordType, parent: RecordType, partial = false): Links => ({
  ...model,
  links: [...model.links, { child, parent, required: false, ...(partial ? { partial } : {}) }],
});

/**
 * "trips with stops": each stop belongs to a trip, unless a clause linked them otherwise; but an
 * act is held by nothing it uses ("deliveries with trucks and crew": each delivery has its truck),
 * and a paper made with a person is theirs ("contracts with merchants", "quotes with clients").
 */
function heldLinks(model: Links, mentions: Mentions): Links {
  let linked = model;
  for (const { owner, items, only } of mentions.held)
    for (const item of items) {
      if (item === owner || linkedDirectly(linked, item, owner)) continue;
      const paper = only && canBe(owner.words, 'document', 0.5) && canBe(item.words, 'person', 0.5);
      const uses = (eventStrength(owner.words) >= 1 && eventStrength(item.words) < 1) || paper;
      linked = uses ? add(linked, owner, item, true) : add(linked, item, owner);
    }
  return linked;
}

/**
 * What happens between records named with it links them ("boats, renters and hires": each hire
 * has its boat and its renter): the record most named after an act, in a list or a clause, links
 * to each record named there that nothing joins to it yet. An act the sentence linked already was
 * described by the person, and one that holds others ("events" with their tasks) is a container,
 * not a go-between.
 */
function eventLinks(model: Links, groups: RecordType[][]): Links {
  let linked = model;
  for (const group of groups) {
    const hasLinks = (record: RecordType) =>
      linked.links.some(
        (link) => !link.partial && (link.child === record || link.parent === record),
      );
    const between =
      group.some(isThing) && group.some((record) => isPeople(record) || isGroup(record));
    const strengthOf = (record: RecordType) => {
      if (record.mass) return 0;
      const strength = eventStrength(record.words);
      // "boats, renters and hires": between a thing and people, a word that can be an act is one.
      if (strength === 0 && between && canBe(record.words, 'act', 0.15)) return 0.5;
      return strength;
    };
    const candidates = group
      .filter((record) => !hasLinks(record) && strengthOf(record) > 0)
      .sort((a, b) => strengthOf(b) - strengthOf(a));
    for (const event of candidates) linked = linkedBetween(linked, event, group, strengthOf);
  }
  return linked;
}

/** An act's links to the records named with it that are no acts ("vet visits" of "my dogs"). */
function linkedBetween(
  model: Links,
  event: RecordType,
  group: RecordType[],
  strengthOf: (record: RecordType) => number,
): Links {
  const participants = group.filter((record) => record !== event && strengthOf(record) < 1);
  // An act takes place between people or things ("vets, pets and visits", "rooms and tasks");
  // one named after a verb's act, with anything ("films, rooms and screenings"): "tasks" beside
  // "notes" are not between them.
  const present = participants.some(
    (record) => isPeople(record) || isGroup(record) || canBe(record.words, 'thing', 0.5),
  );
  const strength = strengthOf(event);
  // Beside many records, an act is not clearly between them ("guests, vendors and tasks").
  const many = participants.length > (strength < 2 ? 2 : 3);
  if ((strength < 2 && !present) || many) return model;
  // "hives, inspections, and harvests per hive": another act is linked through what it is of.
  const acts = participants.filter(
    (record) =>
      strengthOf(record) > 0 &&
      model.links.some((link) => link.child === record && participants.includes(link.parent)),
  );
  const others = participants.filter((record) => !acts.includes(record));
  const ordered = [
    ...others.filter(isThing),
    ...others.filter((record) => isGroup(record) && !isThing(record)),
    ...others.filter((record) => !isThing(record) && !isGroup(record)),
    ...acts,
  ];
  let linked = model;
  for (const participant of ordered)
    if (!connected(linked, event, participant)) linked = add(linked, event, participant);
  return linked;
}

/**
 * The links a person means without saying them: what a record holds and the records an act
 * takes place between. Links the sentence states come first and are never undone.
 */
export function withImpliedLinks(model: Links, mentions: Mentions): Links {
  return eventLinks(heldLinks(model, mentions), [...mentions.lists, ...mentions.clauses]);
}
