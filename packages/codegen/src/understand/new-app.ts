import { kebabCase } from 'change-case';
import pluralize from 'pluralize';
import { screensFor, type AppSpec, type Entity } from '../app-spec.ts';
import { kindOfNoun, kindOfTopic, type AppKind } from './app-kinds.ts';
import { entityFrom, resolveNoun, type ResolvedNoun } from './entities.ts';
import { fieldFromPhrase } from './fields.ts';
import { explicitNameIn, fieldListsIn, subjectOf, type FieldList, type Subject } from './prompt-parts.ts';
import { asciiFold, cleanPrompt, singularOf, titleOf, wordsOf } from './text.ts';
import { DEFAULT_THEME, themeFrom } from './theme.ts';

export interface Understood {
  spec: AppSpec;
  /** What the generator wants the person to know (shown first in the feature list). */
  notes: string[];
}

const FALLBACK_WORDS = new Set(
  ('app apps application want need would like make build create please thanks thank something thing things simple ' +
    'could should that this with have for the and you your mobile phone iphone android') .split(' '),
);

/** Newlines and bullets become list separators, then emoji and symbols go. */
export const preparePrompt = (prompt: string) =>
  cleanPrompt(prompt.replace(/\r?\n\s*(?:[-*•]|\d+[.)])\s+/g, ', ').replace(/\r?\n+/g, '. '))
    .replace(/\bto do\b(?=\s+(?:list|app|tracker|manager|items?)\b)/gi, 'to-do');

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
  const candidates = [...words.slice(0, -1).map((word, index) => `${word} ${words[index + 1]}`), ...words];
  for (const candidate of candidates) {
    const kind = kindOfTopic(candidate) ?? kindOfNoun(singularOf(candidate));
    if (kind) return resolveNoun(wordsOf(candidate));
  }
  const nouns = words.filter((word) => /^[a-z]{3,}$/.test(asciiFold(word)) && !FALLBACK_WORDS.has(word));
  const noun = nouns.findLast((word) => pluralize.isPlural(word)) ?? nouns.at(-1);
  return noun ? resolveNoun([noun]) : undefined;
}

/** "Task Manager" from "a task manager", "Book Tracker" from "track books", a kind's name from "a recipe app". */
function appNameFor(resolved: ResolvedNoun[], subject: Subject | undefined): string {
  const [first] = resolved;
  if (!first) return 'My List';
  if (resolved.length > 1) {
    const names = resolved.map((noun) => titleOf(pluralize.plural(noun.words.join(' '))));
    const joined = `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
    return joined.length <= 40 ? joined : `${names[0]} Manager`;
  }
  const singular = [...first.phrase.slice(0, -1), singularOf(first.phrase.at(-1) ?? '')].join(' ');
  if (subject?.appWord) return titleOf(`${singular} ${subject.appWord}`);
  if (first.kind && subject?.source !== 'verb' && subject?.source !== 'app-for') return first.kind.appName;
  return titleOf(`${singular} tracker`);
}

const slugOf = (name: string) => kebabCase(asciiFold(name)).replace(/[^a-z0-9-]/g, '').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '') || 'my-app';

/** A description that says what the app keeps, or the person's own words when they are a sentence. */
function describe(text: string, entities: Entity[]) {
  if (wordsOf(text).length >= 4) return text.length <= 200 ? text : `${text.slice(0, 199).trimEnd()}…`;
  const kept = entities.map((entity) => pluralize(entity.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())).join(' and ');
  return `Keeps track of ${kept}.`;
}

export function specFrom(parts: { name: string; text: string; entities: Entity[]; kind?: AppKind; ignore: Set<string> }): AppSpec {
  const { theme } = themeFrom(parts.text, DEFAULT_THEME, parts.ignore);
  return {
    name: parts.name,
    slug: slugOf(parts.name),
    description: describe(parts.text, parts.entities),
    category: parts.kind?.category ?? 'custom',
    theme,
    entities: parts.entities,
    screens: screensFor(parts.entities),
    features: [],
  };
}

/** A new app from a prompt: its subject (known kind or any noun), an explicit field list, a name and a theme. */
export function understandNewApp(prompt: string): Understood {
  const text = preparePrompt(prompt);
  const list = bestFieldList(fieldListsIn(text));
  const outsideList = list ? `${text.slice(0, list.start)} ${text.slice(list.end)}` : text;
  const subject = subjectOf(list ? text.slice(0, list.start) : text) ?? (list?.host ? { nouns: [wordsOf(list.host)], source: 'verb' as const } : subjectOf(outsideList));
  const notes: string[] = [];
  let resolved = subject?.nouns.map(resolveNoun) ?? [];
  if (resolved.length === 0) {
    const fallback = fallbackNoun(outsideList);
    resolved = fallback ? [fallback] : [];
    if (!fallback) notes.push('No app idea found in the prompt, so this is a simple list app to start from');
  }
  const entities: Entity[] = [];
  const nouns = resolved.length > 0 ? resolved : [{ words: ['item'], phrase: ['item'] }];
  nouns.forEach((noun, index) => {
    const entity = entityFrom(noun, index === nouns.length - 1 ? list?.phrases : undefined);
    if (!entities.some((existing) => existing.name === entity.name)) entities.push(entity);
  });
  const fieldWords = entities.flatMap((entity) => entity.fields.flatMap((field) => wordsOf(field.label)));
  const ignore = new Set([...nouns.flatMap((noun) => noun.phrase), ...fieldWords]);
  const name = explicitNameIn(text) ?? appNameFor(resolved, subject);
  return { spec: specFrom({ name, text, entities, kind: resolved[0]?.kind, ignore }), notes };
}
