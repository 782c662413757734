import pluralize from 'pluralize';
import { describe, expect, it } from 'vitest';
import { FEATURES, type FieldType } from '../../app-spec.ts';
import { fieldFromPhrase } from '../fields.ts';
import { entityNames, fieldIdentifier, wordsOf } from '../text.ts';
import { APP_KINDS, CATEGORIES } from './index.ts';
import { CATEGORY_IDS, type AppKind, type EntityTemplate } from './types.ts';

const NAME = /^[a-z]+(?: [a-z]+){0,2}$/;
const UNITS = new Set(
  (
    'minutes hours seconds days weeks months years kg g lbs km miles meters cm mm ml liters % °C °F kcal pages reps ' +
    'steps bpm km/h mph'
  ).split(' '),
);
const HINTS: Record<string, FieldType> = {
  'long text': 'longText',
  number: 'number',
  currency: 'currency',
  'yes/no': 'boolean',
  date: 'date',
  datetime: 'datetime',
  rating: 'rating',
  image: 'imageUrl',
  location: 'location',
  email: 'email',
  url: 'url',
  phone: 'phone',
};
const OPTION = /^[A-Z0-9][^,/|()]{0,29}$/;
/** Words too vague to name one kind's records. */
const GENERIC_NOUNS = new Set(
  'item entry thing stuff record list app data info time day log tracker object element note-taking'.split(
    ' ',
  ),
);
const TERM = /^[a-z0-9][a-z0-9'-]*(?: [a-z0-9][a-z0-9'-]*)?$/;

interface Declared {
  name: string;
  type: FieldType;
  options?: string[];
  relation?: string;
}

/** A field phrase as the vocabulary's syntax reads it, or a description of what is wrong with it. */
function declared(phrase: string): Declared | string {
  const match = /^([^()]+?)(?: \(([^()]+)\))?$/.exec(phrase);
  if (!match) return `"${phrase}" is not "name" or "name (hint)"`;
  const [, name = '', hint] = match;
  if (!NAME.test(name)) return `"${phrase}": the name must be 1-3 lower-case words`;
  if (hint === undefined) return { name, type: 'text' };
  if (HINTS[hint]) return { name, type: HINTS[hint] };
  if (UNITS.has(hint)) return { name, type: 'number' };
  const relation = /^relation to ([a-z]+(?: [a-z]+)?)$/.exec(hint)?.[1];
  if (relation) return { name, type: 'relation', relation };
  const options = hint.split(', ');
  if (options.length < 2 || options.length > 8) return `"${phrase}": a choice needs 2-8 options`;
  const bad = options.find((option) => !OPTION.test(option) || /\bor\b/i.test(option));
  if (bad)
    return `"${phrase}": option "${bad}" must be capitalised, at most 30 characters, without / | or "or"`;
  if (new Set(options).size !== options.length) return `"${phrase}": repeated option`;
  return { name, type: 'enum', options };
}

/** Every problem of one record type: syntax, what the parser makes of it, the title field. */
function templateProblems(template: EntityTemplate, kind: AppKind, minFields: number): string[] {
  const where = `${kind.id}/${template.entity}`;
  const problems: string[] = [];
  if (!/^[a-z]+(?:[ -][a-z]+){0,2}$/.test(template.entity))
    problems.push(`${where}: entity must be 1-3 lower-case words`);
  if (template.fields.length < minFields || template.fields.length > 9)
    problems.push(`${where}: ${template.fields.length} fields, expected ${minFields}-9`);
  const names = new Set<string>();
  let firstText: string | undefined;
  for (const phrase of template.fields) {
    const field = declared(phrase);
    if (typeof field === 'string') {
      problems.push(`${where}: ${field}`);
      continue;
    }
    if (names.has(field.name)) problems.push(`${where}: field "${field.name}" repeats`);
    names.add(field.name);
    if (['id', 'created at', 'updated at'].includes(field.name))
      problems.push(`${where}: "${field.name}" is reserved`);
    if (field.name === 'favorite' && kind.features.includes('favorites'))
      problems.push(`${where}: a "favorite" field next to the favorites feature`);
    const parsed = fieldFromPhrase(phrase, wordsOf(template.entity));
    if (!parsed) {
      problems.push(`${where}: the parser drops "${phrase}"`);
      continue;
    }
    if (parsed.name !== fieldIdentifier(field.name))
      problems.push(`${where}: "${phrase}" parses as field "${parsed.name}"`);
    if (parsed.type !== field.type)
      problems.push(`${where}: "${phrase}" parses as ${parsed.type}, not ${field.type}`);
    if (field.options && JSON.stringify(parsed.options) !== JSON.stringify(field.options))
      problems.push(`${where}: "${phrase}" parses with options ${parsed.options?.join('/')}`);
    if (field.type === 'text') firstText ??= field.name;
  }
  if (!names.has(template.titleField))
    problems.push(`${where}: title field "${template.titleField}" is not a field`);
  else if (firstText !== template.titleField)
    problems.push(
      `${where}: title field "${template.titleField}" must be the first plain-text field (is ${firstText})`,
    );
  return problems;
}

const entityName = (entity: string) => entityNames(wordsOf(entity)).name;
const templatesOf = (kind: AppKind): EntityTemplate[] => [kind, ...(kind.extraEntities ?? [])];
const relationsOf = (template: EntityTemplate) =>
  template.fields.flatMap((phrase) => {
    const field = declared(phrase);
    return typeof field !== 'string' && field.relation ? [field.relation] : [];
  });

/** Values that occur under more than one owner: "noun → kind-a, kind-b". */
function duplicates(pairs: [string, string][]) {
  const owners = new Map<string, Set<string>>();
  for (const [value, owner] of pairs)
    owners.set(value, (owners.get(value) ?? new Set()).add(owner));
  return [...owners]
    .filter(([, set]) => set.size > 1)
    .map(([value, set]) => `${value} → ${[...set].join(', ')}`);
}

describe('the vocabulary: categories', () => {
  it('has one entry per category id, with a label and a default kind of its own', () => {
    expect(CATEGORIES.map((category) => category.id).sort()).toEqual([...CATEGORY_IDS].sort());
    const problems = CATEGORIES.flatMap((category) => {
      const kind = APP_KINDS.find((candidate) => candidate.id === category.defaultKind);
      return [
        ...(category.label.trim() ? [] : [`${category.id}: no label`]),
        ...(category.topics.length > 0 ? [] : [`${category.id}: no topics`]),
        ...(kind ? [] : [`${category.id}: default kind ${category.defaultKind} does not exist`]),
        ...(kind && kind.category !== category.id
          ? [`${category.id}: default kind ${kind.id} is ${kind.category}`]
          : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('gives every category at least three kinds', () => {
    const thin = CATEGORY_IDS.filter(
      (id) => APP_KINDS.filter((kind) => kind.category === id).length < 3,
    );
    expect(thin).toEqual([]);
  });

  it('names each category with its own words, none of them a kind’s noun or topic', () => {
    const pairs = CATEGORIES.flatMap((category) =>
      category.topics.map((topic) => [topic, category.id] as [string, string]),
    );
    expect(duplicates(pairs)).toEqual([]);
    const kindWords = new Set(APP_KINDS.flatMap((kind) => [...kind.nouns, ...kind.topics]));
    const taken = pairs.filter(
      ([topic]) =>
        kindWords.has(topic) || kindWords.has(pluralize.singular(topic)) || !TERM.test(topic),
    );
    expect(taken.map(([topic, id]) => `${id}: ${topic}`)).toEqual([]);
  });
});

describe('the vocabulary: kinds', () => {
  it('has unique ids, valid categories and short app names', () => {
    expect(duplicates(APP_KINDS.map((kind) => [kind.id, kind.category]))).toEqual([]);
    const problems = APP_KINDS.flatMap((kind) => [
      ...(/^[a-z][a-z0-9-]*$/.test(kind.id) ? [] : [`${kind.id}: id must be kebab-case`]),
      ...((CATEGORY_IDS as readonly string[]).includes(kind.category)
        ? []
        : [`${kind.id}: unknown category ${kind.category}`]),
      ...(kind.appName.trim() && kind.appName.length <= 30
        ? []
        : [`${kind.id}: app name "${kind.appName}"`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('gives each noun to one kind only', () => {
    const pairs = APP_KINDS.flatMap((kind) =>
      kind.nouns.map((noun) => [noun, kind.id] as [string, string]),
    );
    expect(duplicates(pairs)).toEqual([]);
  });

  it('gives each topic to one kind only', () => {
    const pairs = APP_KINDS.flatMap((kind) =>
      kind.topics.map((topic) => [topic, kind.id] as [string, string]),
    );
    expect(duplicates(pairs)).toEqual([]);
  });

  it('never uses one kind’s noun as another kind’s topic', () => {
    const nounKind = new Map(
      APP_KINDS.flatMap((kind) => kind.nouns.map((noun) => [noun, kind.id] as const)),
    );
    const clashes = APP_KINDS.flatMap((kind) =>
      kind.topics.flatMap((topic) => {
        const owner = nounKind.get(topic) ?? nounKind.get(pluralize.singular(topic));
        return owner && owner !== kind.id
          ? [`${kind.id} topic "${topic}" is a noun of ${owner}`]
          : [];
      }),
    );
    expect(clashes).toEqual([]);
  });

  it('writes nouns as the singular words a prompt is matched with, and topics as one or two words', () => {
    const problems = APP_KINDS.flatMap((kind) => [
      ...(kind.nouns.length > 0 && kind.topics.length > 0
        ? []
        : [`${kind.id}: needs nouns and topics`]),
      ...kind.nouns.flatMap((noun) => {
        if (!TERM.test(noun))
          return [`${kind.id}: noun "${noun}" must be one or two lower-case words`];
        if (GENERIC_NOUNS.has(noun)) return [`${kind.id}: noun "${noun}" is too generic`];
        // A prompt's noun is matched on its last word made singular ("vinyl records" → "vinyl record").
        const head = noun.split(' ').at(-1) ?? '';
        if (pluralize.singular(head) !== head)
          return [`${kind.id}: noun "${noun}" is not singular`];
        const plural = noun.replace(/\S+$/, pluralize.plural(head));
        const back = pluralize.singular(pluralize.plural(head));
        return back === head || kind.topics.includes(plural)
          ? []
          : [`${kind.id}: "${plural}" is read as "${back}": add "${plural}" to the topics`];
      }),
      ...kind.topics.flatMap((topic) => (TERM.test(topic) ? [] : [`${kind.id}: topic "${topic}"`])),
    ]);
    expect(problems).toEqual([]);
  });

  it('writes every field in the vocabulary syntax, as the prompt parser reads it', () => {
    const problems = APP_KINDS.flatMap((kind) => [
      ...templateProblems(kind, kind, 5),
      ...(kind.extraEntities ?? []).flatMap((template) => templateProblems(template, kind, 3)),
    ]);
    expect(problems).toEqual([]);
  });

  it('keeps at most two further record types, each distinct from the main one', () => {
    const problems = APP_KINDS.flatMap((kind) => {
      const names = templatesOf(kind).map((template) => entityName(template.entity));
      return [
        ...((kind.extraEntities?.length ?? 0) <= 2
          ? []
          : [`${kind.id}: more than two extra entities`]),
        ...(new Set(names).size === names.length
          ? []
          : [`${kind.id}: entity names repeat (${names.join(', ')})`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('points relations at another record type of the same kind', () => {
    const problems = APP_KINDS.flatMap((kind) => {
      const names = templatesOf(kind).map((template) => entityName(template.entity));
      return templatesOf(kind).flatMap((template) =>
        relationsOf(template).flatMap((target) => {
          const name = entityName(target);
          if (!names.includes(name))
            return [`${kind.id}/${template.entity}: relation to unknown "${target}"`];
          return name === entityName(template.entity)
            ? [`${kind.id}/${template.entity}: relation to itself`]
            : [];
        }),
      );
    });
    expect(problems).toEqual([]);
  });

  it('picks 2-5 catalogue features that the fields can serve', () => {
    const problems = APP_KINDS.flatMap((kind) => {
      const types = templatesOf(kind).flatMap((template) =>
        template.fields
          .map((phrase) => declared(phrase))
          .flatMap((field) => (typeof field === 'string' ? [] : [field.type])),
      );
      const problem = (found: boolean, text: string) => (found ? [`${kind.id}: ${text}`] : []);
      return [
        ...problem(
          kind.features.length < 2 || kind.features.length > 5,
          `${kind.features.length} features`,
        ),
        ...problem(new Set(kind.features).size !== kind.features.length, 'repeated feature'),
        ...kind.features
          .filter((feature) => !FEATURES.includes(feature))
          .map((feature) => `${kind.id}: unknown feature ${feature}`),
        ...problem(
          kind.features.includes('reminders') &&
            !types.some((type) => type === 'date' || type === 'datetime'),
          'reminders without a date',
        ),
        ...problem(
          kind.features.includes('stats') &&
            !types.some((type) => ['number', 'currency', 'rating'].includes(type)),
          'stats without a number',
        ),
      ];
    });
    expect(problems).toEqual([]);
  });
});
