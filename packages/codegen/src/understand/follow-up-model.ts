import { noCase } from 'change-case';
import type { AppSpec } from '../app-spec.ts';
import { sameAs, type DraftEntity } from './entities.ts';
import { sortIn, sortWording, statsPeriodIn } from './feature-settings.ts';
import { isFeaturePhrase, normalizeFeatures } from './features.ts';
import { fieldFromPhrase } from './fields.ts';
import { entityNamed } from './follow-up-phrases.ts';
import { dataModelOf } from './model/data-model.ts';
import { ownEntity } from './model/model-entities.ts';
import { namesPeople } from './model/vocabulary.ts';
import { fieldIdentifier, isPluralNoun, labelOf, singularOf, wordsOf } from './text.ts';
import { APP_KINDS } from './vocabulary/index.ts';

type Spec = AppSpec & { entities: DraftEntity[] };

const MAX_ENTITIES = 6;

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

/**
 * "pets belong to owners", "each appointment is for a pet", "appointments have one vet": the links
 * the clause states between the app's record types; a parent the app does not keep yet is added.
 */
export function applyModelLinks(spec: Spec, changes: string[], body: string) {
  if (/^(?:add|remove|delete|drop|rename|link|connect)\b/i.test(body)) return false;
  const model = dataModelOf(body);
  const stated = model.links.flatMap((candidate) => {
    const child = entityNamed(spec, candidate.child.words.join(' '));
    return child ? [{ child, parentWords: candidate.parent.words }] : [];
  });
  if (stated.length === 0) return false;
  for (const { child, parentWords } of stated) {
    // "each recipe belongs to a cookbook": a word of the same kind is not the record itself.
    const named = entityNamed(spec, parentWords.join(' '));
    const parent = named && named !== child ? named : newEntity(spec, parentWords, changes);
    if (parent && parent !== child) link(child as DraftEntity, parent as DraftEntity, changes);
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
