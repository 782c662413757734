import pluralize from 'pluralize';
import type { AppSpec, Entity } from '../app-spec.ts';
import { contextWordOf, kindOfNoun, kindOfTopic, type AppKind } from './app-kinds.ts';
import {
  entityFrom,
  entityFromTemplate,
  resolveNoun,
  type DraftEntity,
  type ResolvedNoun,
} from './entities.ts';
import { resolveRelations } from './relations.ts';
import { featuresIn } from './features.ts';
import { fieldFromPhrase } from './fields.ts';
import {
  explicitNameIn,
  fieldListsIn,
  subjectsIn,
  type FieldList,
  type Subject,
} from './prompt-parts.ts';
import { dailyMetricsIn, entityLinesIn, entityListOf } from './entity-lists.ts';
import { chooseSubject, kindNounIn, kindTopicIn } from './subject-choice.ts';
import { asciiFold, cleanPrompt, isPluralNoun, singularOf, titleOf, wordsOf } from './text.ts';
import { joinBinomials } from './binomials.ts';
import { specFrom } from './spec-from.ts';
import { dataModelOf } from './model/data-model.ts';
import { entitiesOfModel } from './model/model-entities.ts';
import { describesModel } from './model-choice.ts';

export interface Understood {
  spec: AppSpec;
  /** What the generator wants the person to know (shown first in the feature list). */
  notes: string[];
}

const FALLBACK_WORDS = new Set(
  (
    'app apps application want need would like make build create please thanks thank something thing things simple ' +
    'could should that this with have for the and you your mobile phone iphone android hello hey hiya thanks ' +
    'okay yes test testing hmm'
  ).split(' '),
);

/**
 * Newlines and bullets become list separators, then emoji and symbols go. Two words joined by
 * "and" that name one thing are joined so that no list reads them apart: a name in capitals
 * ("Dungeons and Dragons") and a pair of participles before a noun ("a lost and found app").
 */
export const preparePrompt = (prompt: string) =>
  joinBinomials(
    cleanPrompt(prompt.replace(/\r?\n\s*(?:[-*•]|\d+[.)])\s+/g, ', ').replace(/\r?\n+/g, '. '))
      .replace(/\bto do\b(?=\s+(?:list|app|tracker|manager|items?)\b)/gi, 'to-do')
      .replace(/\b([\p{L}-]+) before and after\b/giu, '$1 before, $1 after'),
  );

/** The list with the most real fields: "help people with diabetes …" loses to the actual field list. */
function bestFieldList(lists: FieldList[]) {
  let best: FieldList | undefined;
  let bestCount = 0;
  for (const list of lists) {
    const count = list.phrases.filter((phrase) => fieldFromPhrase(phrase, [])).length;
    if (count > bestCount) [best, bestCount] = [list, count];
  }
  return best;
}

/** With no subject phrase, a kind's word anywhere, else the last plausible noun, else a plain list. */
function fallbackNoun(text: string): ResolvedNoun | undefined {
  const words = wordsOf(text);
  const candidates = [
    ...words.slice(0, -1).map((word, index) => `${word} ${words[index + 1]}`),
    ...words,
  ];
  for (const candidate of candidates) {
    const kind = kindOfTopic(candidate) ?? kindOfNoun(singularOf(candidate));
    if (kind) return resolveNoun(wordsOf(candidate));
  }
  const nouns = words.filter(
    (word) => /^[a-z]{3,}$/.test(asciiFold(word)) && !FALLBACK_WORDS.has(word),
  );
  const noun = nouns.findLast((word) => pluralize.isPlural(word)) ?? nouns.at(-1);
  return noun ? resolveNoun([noun]) : undefined;
}

const GENERIC_HOSTS = new Set(['one', 'item', 'entry', 'record', 'thing', 'of', 'them']);

/** "… reminder app. Each plant has a name, …": a list that names its own records says what they are. */
function hostNoun(list: FieldList | undefined, resolved: ResolvedNoun[]): ResolvedNoun | undefined {
  const words = wordsOf(list?.host ?? '').filter((word) => !GENERIC_HOSTS.has(word));
  if (words.length === 0) return undefined;
  const host = resolveNoun(words);
  const head = singularOf(host.words.at(-1) ?? '');
  return resolved.some((noun) => singularOf(noun.words.at(-1) ?? '') === head) ? undefined : host;
}

/** "pet care for my dogs: vet visits and vaccinations": the dogs the person named come first, then the listed records. */
function withNamedRecords(listed: ResolvedNoun[], text: string): ResolvedNoun[] {
  const head = (noun: ResolvedNoun) => singularOf(noun.words.at(-1) ?? '');
  const named = subjectsIn(text)
    .flatMap((subject) =>
      subject.nouns.length === 1 && isPluralNoun(subject.nouns[0]?.at(-1) ?? '')
        ? [resolveNoun(subject.nouns[0] ?? [])]
        : [],
    )
    .find((noun) => noun.kind && !listed.some((other) => head(other) === head(noun)));
  return named ? [named, ...listed] : listed;
}

/** "Task Manager" from "a task manager", "Book Tracker" from "track books", a kind's name from "a recipe app". */
function appNameFor(resolved: ResolvedNoun[], subject: Subject | undefined): string {
  const [first] = resolved;
  if (!first) return 'My List';
  if (resolved.length > 1) {
    const names = [
      ...new Set(resolved.map((noun) => titleOf(pluralize.plural(noun.words.join(' '))))),
    ];
    if (names.length === 1) return `${names[0]} Manager`;
    const joined = `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
    return joined.length <= 40 ? joined : `${names[0]} Manager`;
  }
  if (first.measure) return titleOf(first.words.join(' '));
  const singular = [...first.phrase.slice(0, -1), singularOf(first.phrase.at(-1) ?? '')].join(' ');
  if (subject?.appWord) return titleOf(`${singular} ${subject.appWord}`);
  if (first.kind && subject?.source !== 'verb' && subject?.source !== 'app-for')
    return first.kind.appName;
  if (first.kind && !subject) return first.kind.appName;
  return titleOf(`${singular} tracker`);
}

const MAX_ENTITIES = 6;

/** The kind's further record types, when the person listed no entities of their own. */
function withExtras(entities: DraftEntity[], kind: AppKind | undefined, single: boolean) {
  if (!kind?.extraEntities || !single) return entities;
  const extras = kind.extraEntities.map((template) => entityFromTemplate(template, kind));
  return [
    ...entities,
    ...extras.filter((extra) => !entities.some((entity) => entity.name === extra.name)),
  ];
}

/** "vet visits" on pets when the app keeps vet visits: the records themselves say which pet they belong to. */
function withoutListsOfEntities(entities: DraftEntity[]): DraftEntity[] {
  const names = new Set(
    entities.map(
      (entity) => entity.pluralName.charAt(0).toLowerCase() + entity.pluralName.slice(1),
    ),
  );
  return entities.map((entity) => {
    const fields = entity.fields.filter(
      (field) => !names.has(field.name) || field.name === entity.titleField,
    );
    return fields.length > 0 ? { ...entity, fields } : entity;
  });
}

/** A one-word noun with the kind it has in the prompt: "matches" in a football app are football matches. */
function withContextKind(noun: ResolvedNoun, context: string[]): ResolvedNoun {
  const word = noun.words.length === 1 ? contextWordOf(noun.words[0] ?? '', context) : undefined;
  const kind = word ? kindOfNoun(`${word} ${singularOf(noun.words[0] ?? '')}`) : undefined;
  return kind ? { ...noun, kind } : noun;
}

/** A new app from a prompt: its subject (known kind or any noun), an explicit field list, a name and a theme. */
export function understandNewApp(prompt: string): Understood {
  const text = preparePrompt(prompt);
  const lists = fieldListsIn(text);
  const metrics = dailyMetricsIn(text);
  const entityList = entityLinesIn(prompt) ?? metrics ?? lists.map(entityListOf).find(Boolean);
  const list = entityList ? undefined : bestFieldList(lists);
  const outsideList = list ? `${text.slice(0, list.start)} ${text.slice(list.end)}` : text;
  const subject = chooseSubject(text, list);
  const notes: string[] = [];
  let resolved = subject?.nouns.map(resolveNoun) ?? [];
  if (resolved.length === 0) {
    const fallback = fallbackNoun(outsideList);
    resolved = fallback ? [fallback] : [];
  } else if (!resolved.some((noun) => noun.kind)) {
    // Records the person described ("track each swimmer, their events …") stay what they said.
    const described = subject?.source === 'verb' && (subject.attributes?.length ?? 0) > 0;
    const named = described ? undefined : kindNounIn(outsideList);
    const topic =
      named || resolved.length !== 1
        ? undefined
        : kindTopicIn(outsideList, resolved[0]?.phrase ?? []);
    if (named) resolved = [named];
    else if (topic) resolved = resolved.map((noun) => ({ ...noun, kind: topic }));
  }
  const hosted = entityList ? undefined : hostNoun(list, resolved);
  const nouns = entityList
    ? withNamedRecords(entityList.nouns, text)
    : hosted
      ? [hosted]
      : resolved.length > 0
        ? resolved
        : [{ words: ['item'], phrase: ['item'] }];
  const drafts: DraftEntity[] = [];
  nouns
    .map((noun) => withContextKind(noun, wordsOf(text)))
    .forEach((noun, index) => {
      const listed =
        list?.phrases ?? (subject?.attributes?.length ? subject.attributes : undefined);
      const phrases = entityList
        ? entityList.phrases[index]
        : index === nouns.length - 1
          ? listed
          : undefined;
      const entity = entityFrom(noun, phrases);
      if (!drafts.some((existing) => existing.name === entity.name)) drafts.push(entity);
    });
  const kind = [...resolved, ...nouns].find((noun) => noun.kind)?.kind;
  const listed = withoutListsOfEntities(withExtras(drafts, kind, nouns.length === 1));
  const model = dataModelOf(text);
  const entities = resolveRelations(
    (describesModel(model, listed) ? entitiesOfModel(model, listed) : listed).slice(
      0,
      MAX_ENTITIES,
    ),
  );
  if (resolved.length === 0 && !entityList)
    notes.push(
      'No app idea found in the prompt, so this is a simple list app to start from: describe what it should keep track of',
    );
  else if (!kind && !list) {
    const fieldNames = entities[0]?.fields.map((field) => field.label.toLowerCase()).join(', ');
    notes.push(
      `Assumed each ${noCaseName(entities[0])} has ${fieldNames}: list the fields you want and I will change them`,
    );
  }
  const fieldWords = entities.flatMap((entity) =>
    entity.fields.flatMap((field) => wordsOf(field.label)),
  );
  const ignore = new Set([
    ...[...resolved, ...nouns].flatMap((noun) => noun.phrase),
    ...fieldWords,
  ]);
  const name =
    explicitNameIn(text) ??
    (metrics && entityList === metrics
      ? 'Daily Log'
      : appNameFor(resolved.length > 0 ? resolved : nouns, subject));
  const features = [...(kind?.features ?? []), ...featuresIn(outsideList)];
  const category = subject?.categoryWord ? kindOfTopic(subject.categoryWord)?.category : undefined;
  return { spec: specFrom({ name, text, entities, kind, category, features, ignore }), notes };
}

const noCaseName = (entity: Entity | undefined) =>
  entity ? entity.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : 'item';
