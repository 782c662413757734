import { camelCase } from 'change-case';
import pluralize from 'pluralize';
import { MAX_ENTITIES, type Entity } from '../../app-spec.ts';
import { entityNames } from '../text.ts';
import { freeName, linkFieldTo, names } from './mentions.ts';

/**
 * The owner a value asked "per X" implies when the model has no link to it: "show total honey per
 * hive" where inspections hold the honey but are not linked to hives (the link is added), and
 * "highest score per player" where a result's player is only text (the player becomes a record
 * type the results link to). `answers` says whether a record type holds what the value reads.
 */

const related = (a: Entity, b: Entity) => a.fields.some((field) => field.relation === b.name);
const unlinkedFrom = (parent: Entity, candidates: Entity[]) =>
  candidates.filter(
    (entity) => entity.name !== parent.name && !related(entity, parent) && !related(parent, entity),
  );

/**
 * The only one of `candidates` linked neither way to `parent`, given a link to it: the records a
 * value over `parent` reads, when the model did not link them.
 */
export function soleUnlinkedChild(parent: Entity, candidates: Entity[]) {
  const unlinked = unlinkedFrom(parent, candidates);
  if (unlinked.length !== 1) return undefined;
  const child = unlinked[0]!;
  const link = linkFieldTo(parent, freeName(child, camelCase(parent.name)));
  return { parent, child: { ...child, fields: [...child.fields, link] }, link, added: child };
}

/**
 * The only one of `candidates` linked neither way to `parent` that reaches it through one record
 * type between ("how many stays each owner had", each stay of a dog, each dog of an owner): a
 * value over it reads it through that one, and no link is added.
 */
function childThrough(parent: Entity, candidates: Entity[], entities: Entity[]) {
  const unlinked = unlinkedFrom(parent, candidates);
  if (unlinked.length !== 1) return undefined;
  const child = unlinked[0]!;
  const paths = child.fields.flatMap((link) => {
    const between = entities.find(
      (entity) => link.type === 'relation' && entity.name === link.relation && entity !== parent,
    );
    const onward = between?.fields.find(
      (field) => field.type === 'relation' && field.relation === parent.name,
    );
    return between && onward
      ? [{ link, through: { entity: between.name, link: onward.name } }]
      : [];
  });
  return paths.length === 1 ? { parent, child, ...paths[0]! } : undefined;
}

const parentAfter = (entities: Entity[], after: string[]) =>
  entities.find((entity) => after.some((word) => names(word, entity)));

/**
 * "exercises and the sets I do with weight …, heaviest weight per exercise": a value per a record
 * type over the only record that holds what it reads, which the model linked the other way (each
 * exercise to one set), turns the link round: each set is of an exercise. `dropped` is the
 * parent's link field that goes.
 */
function reversedChild(parent: Entity, candidates: Entity[]) {
  const reversed = candidates.filter(
    (entity) => entity.name !== parent.name && related(parent, entity) && !related(entity, parent),
  );
  if (reversed.length !== 1) return undefined;
  const child = reversed[0]!;
  const link = linkFieldTo(parent, freeName(child, camelCase(parent.name)));
  const dropped = parent.fields.find((field) => field.relation === child.name)!.name;
  return {
    parent,
    child: { ...child, fields: [...child.fields, link] },
    link,
    added: child,
    dropped,
  };
}

/** A value per a record type that holds none of what it reads, over the only other that does. */
function unlinkedPair(
  entities: Entity[],
  after: string[],
  answers: (child: Entity) => boolean,
  reversible: boolean,
) {
  const parent = parentAfter(entities, after);
  const answering = entities.filter(answers);
  if (!parent) return undefined;
  return (
    childThrough(parent, answering, entities) ??
    soleUnlinkedChild(parent, answering) ??
    (reversible ? reversedChild(parent, answering) : undefined)
  );
}

/** A value per a word that is only a text field of the records holding what it reads: a record type. */
function promotedPair(entities: Entity[], after: string[], answers: (child: Entity) => boolean) {
  if (entities.length >= MAX_ENTITIES) return undefined;
  for (const word of after) {
    const singular = pluralize.singular(word.toLowerCase());
    for (const child of entities.filter(answers)) {
      const field = child.fields.find(
        (candidate) =>
          ['text', 'enum'].includes(candidate.type) &&
          pluralize.singular(candidate.label.toLowerCase().split(/\s+/).at(-1) ?? '') === singular,
      );
      if (!field) continue;
      const { name, pluralName } = entityNames([singular]);
      if (entities.some((entity) => entity.name === name)) continue;
      const parent: Entity = {
        name,
        pluralName,
        titleField: 'name',
        fields: [{ name: 'name', label: 'Name', type: 'text', required: true }],
      };
      const link = linkFieldTo(parent, field.name);
      const fields = child.fields.map((candidate) => (candidate === field ? link : candidate));
      return { parent, child: { ...child, fields }, link, added: child, created: true };
    }
  }
  return undefined;
}

/**
 * "each course shows how many assignments it has": records counted per a record they are not
 * linked to belong to it (the link is added).
 */
export function countedPair(entities: Entity[], after: string[], counted: Entity[]) {
  const parent = parentAfter(entities, after);
  if (!parent) return undefined;
  return childThrough(parent, counted, entities) ?? soleUnlinkedChild(parent, counted);
}

/** `reversible`: the value is asked "per X" (a link said the other way may be turned round). */
export const impliedPair = (
  entities: Entity[],
  after: string[],
  answers: (child: Entity) => boolean,
  reversible = false,
) => unlinkedPair(entities, after, answers, reversible) ?? promotedPair(entities, after, answers);
