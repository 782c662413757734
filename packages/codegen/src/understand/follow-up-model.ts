import { noCase } from 'change-case';
import { MAX_ENTITIES, type AppSpec } from '../app-spec.ts';
import { sameAs, type DraftEntity } from './entities.ts';
import { sortIn, sortWording, statsPeriodIn } from './feature-settings.ts';
import { isFeaturePhrase, normalizeFeatures } from './features.ts';
import { fieldFromPhrase } from './fields.ts';
import { entityNamed } from './follow-up-phrases.ts';
import { dataModelOf } from './model/data-model.ts';
import { joinEntity, ownEntity } from './model/model-entities.ts';
import { namesPeople } from './model/vocabulary.ts';
import { fieldIdentifier, isPluralNoun, labelOf, singularOf, wordsOf } from './text.ts';
import { APP_KINDS } from './vocabulary/index.ts';

type Spec = AppSpec & { entities: DraftEntity[] };

/**
 * A relation on `child` to `parent`: a text field that named the parent ("owner" on pets) becomes
 * the link; false when the child already links to it.
 */
function link(child: DraftEntity, parent: DraftEntity, changes: string[]) {
  const name = fieldIdentifier(noCase(parent.name));
  const existing = child.fields.find((field) => field.name === name);
  if (child.fields.some((field) => field.relation === parent.name)) {
    changes.push(`${child.pluralName} already link to ${noCase(parent.pluralName)}`);
    return;
  }
  const relation = {
    name,
    label: labelOf(noCase(parent.name)),
    type: 'relation' as const,
    required: false,
    relation: parent.name,
  };
  if (existing && existing.name !== child.titleField) Object.assign(existing, relation);
  else child.fields.push(existing ? { ...relation, name: `${name}Link` } : relation);
  changes.push(
    `Linked ${noCase(child.pluralName)} to ${noCase(parent.pluralName)}: each ${noCase(child.name)} picks one ${noCase(parent.name)}`,
  );
}

/** A new record type from the person's words ("vets"), with the kind's fields when the vocabulary knows it. */
function newEntity(spec: Spec, words: string[], changes: string[]) {
  if (spec.entities.length >= MAX_ENTITIES) return undefined;
  const entity = ownEntity(
    { words: [...words.slice(0, -1), singularOf(words.at(-1) ?? '')] },
    undefined,
  );
  if (spec.entities.some((existing) => existing.name === entity.name)) return undefined;
  spec.entities.push(entity);
  const fields = entity.fields.map((field) => field.label.toLowerCase()).join(', ');
  changes.push(`Added ${noCase(entity.pluralName)} with ${fields}`);
  return entity;
}

/** A record type the person names in a clause: the app's own, else a new one unless it names a value. */
function recordNamed(spec: Spec, words: string[], changes: string[]) {
  const head = singularOf(words.at(-1) ?? '');
  const named = entityNamed(spec, words.join(' '));
  if (named) return named as DraftEntity;
  return isKnownValue(head) && !namesPeople(head) ? undefined : newEntity(spec, words, changes);
}

/** "songs can be on many playlists": a record linking one of each, unless the app keeps one. */
function join(spec: Spec, a: DraftEntity, b: DraftEntity, changes: string[]) {
  const linksBoth = (entity: DraftEntity) =>
    [a, b].every((side) => entity.fields.some((field) => field.relation === side.name));
  if (spec.entities.some(linksBoth)) {
    changes.push(`${a.pluralName} and ${noCase(b.pluralName)} are already linked, many of each`);
    return;
  }
  if (spec.entities.length >= MAX_ENTITIES) return;
  const words = (entity: DraftEntity) => ({ words: wordsOf(noCase(entity.name)) });
  const joined = joinEntity(a, b, [words(a), words(b)]);
  spec.entities.push(joined);
  // The record linking both replaces a link from one to the other ("a talk picks one room").
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const)
    from.fields = from.fields.filter(
      (field) => field.relation !== to.name || field.name === from.titleField,
    );
  changes.push(
    `Added ${noCase(joined.pluralName)}: each links one ${noCase(a.name)} and one ${noCase(b.name)}, so ${noCase(a.pluralName)} and ${noCase(b.pluralName)} have many of each`,
  );
}

/**
 * "pets belong to owners", "each appointment is for a pet", "talks have many tags", "songs can be
 * on many playlists": the links the clause states between record types, at least one of which
 * the app keeps; one it does not keep yet is added.
 */
export function applyModelLinks(spec: Spec, changes: string[], body: string) {
  if (/^(?:add|remove|delete|drop|rename|link|connect)\b/i.test(body)) return false;
  const model = dataModelOf(body);
  const kept = (words: string[]) => entityNamed(spec, words.join(' ')) !== undefined;
  const links = model.links.filter((link) => kept(link.child.words) || kept(link.parent.words));
  const pairs = model.manyToMany.filter(([a, b]) => kept(a.words) || kept(b.words));
  if (links.length === 0 && pairs.length === 0) return false;
  for (const { child, parent } of links) {
    const from = recordNamed(spec, child.words, changes);
    // "each recipe belongs to a cookbook": a word of the same kind is not the record itself.
    const named = entityNamed(spec, parent.words.join(' '));
    const to = named && named !== from ? named : newEntity(spec, parent.words, changes);
    if (from && to && to !== from) link(from, to as DraftEntity, changes);
  }
  for (const [a, b] of pairs) {
    const one = recordNamed(spec, a.words, changes);
    const other = recordNamed(spec, b.words, changes);
    if (one && other && one !== other) join(spec, one, other, changes);
  }
  return true;
}

let knownValues: Set<string> | undefined;
/** Field names the vocabulary's kinds keep ("colour", "size", "owner"). */
function isKnownValue(word: string) {
  knownValues ??= new Set(
    APP_KINDS.flatMap((kind) =>
      [...kind.fields, ...(kind.extraEntities ?? []).flatMap((extra) => extra.fields)].flatMap(
        (phrase) => fieldFromPhrase(phrase, [])?.name ?? [],
      ),
    ),
  );
  return knownValues.has(word);
}

/**
 * "add vets to appointments": a plural that names no value the records keep is a new record type,
 * and each record of the target picks one of them. "add a vet to appointments" and values the
 * vocabulary knows ("add colours to pets") stay fields.
 */
export function addRecordsTo(spec: Spec, changes: string[], what: string, target: DraftEntity) {
  const words = wordsOf(what).filter((word) => !/^(?:the|some|my|our|new)$/.test(word));
  const head = words.at(-1) ?? '';
  if (words.length === 0 || words.length > 2 || !isPluralNoun(head) || isFeaturePhrase(what))
    return false;
  const asField = fieldFromPhrase(words.join(' '), []);
  if (!asField || asField.type !== 'text') return false;
  if (target.fields.some((field) => sameAs(asField, field))) return false;
  // People ("add owners to pets") are records even where a kind keeps them as a field.
  if (isKnownValue(singularOf(head)) && !namesPeople(head)) return false;
  const parent = entityNamed(spec, words.join(' ')) ?? newEntity(spec, words, changes);
  if (!parent || parent === target) return false;
  link(target, parent as DraftEntity, changes);
  return true;
}

/** "sort pets by name", "show monthly stats": the first order of a list, the period of the stats. */
export function applySettings(spec: Spec, changes: string[], text: string) {
  const sorted = sortIn(text, spec.entities);
  if (sorted) {
    const entity = sorted.entity as DraftEntity;
    entity.sort = sorted.sort;
    const field = entity.fields.find((candidate) => candidate.name === sorted.sort.field);
    spec.features = normalizeFeatures([...spec.features, 'sorting']);
    if (field)
      changes.push(
        `${entity.pluralName} now start sorted by ${sortWording(field, sorted.sort.descending)}`,
      );
  }
  const period = statsPeriodIn(text);
  if (period && period !== spec.statsPeriod) {
    spec.statsPeriod = period;
    spec.features = normalizeFeatures([...spec.features, 'stats']);
    changes.push(`Stats are grouped by ${period}`);
  }
}
