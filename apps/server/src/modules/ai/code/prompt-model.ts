import { noCase } from 'change-case';
import pluralize from 'pluralize';
import { plainWords, toCamel, toPascal } from './code-names';
import type { EntityModel, FieldModel } from './code-recipe';
import { kindFromHint, kindFromWords } from './field-kind';
import {
  ARTICLES,
  FIELD_LIST_END,
  FIELD_LIST_OPENER,
  isNoiseWord,
  TECH_WORDS,
} from './prompt-vocabulary';

const MAX_FIELDS = 20;
/** A longer "field" is a sentence, not a name. */
const MAX_FIELD_WORDS = 4;
const MAX_SUBJECT_WORDS = 3;

/** Stands in when the prompt names no fields (said in the explanation). */
const DEFAULT_FIELDS: FieldModel[] = [
  { name: 'id', label: 'id', kind: 'text' },
  { name: 'name', label: 'name', kind: 'text' },
  { name: 'createdAt', label: 'created at', kind: 'dateTime' },
];

/**
 * Lower-case words of a phrase, camelCase split: "birthDate" → ["birth", "date"]; a technology's
 * name stays whole ("SQLite", "GraphQL").
 */
const wordsOf = (text: string) =>
  plainWords(text)
    .split(/\s+/)
    .flatMap((token) =>
      TECH_WORDS.has(token.toLowerCase())
        ? [token.toLowerCase()]
        : noCase(token).toLowerCase().split(' '),
    )
    .filter(Boolean);

/** "the cook time in minutes" → the field cookTime (int, minutes); "age: Int" → age (int). */
function readField(phrase: string): FieldModel | null {
  const [namePart = '', hint] = phrase.split(/\s*:\s*/);
  const inMinutes = /\bin (?:minutes|mins)\s*$/i.test(namePart);
  const words = wordsOf(namePart.replace(/\bin (?:minutes|mins)\s*$/i, ''));
  while (words.length > 1 && ARTICLES.has(words[0] ?? '')) words.shift();
  if (words.length === 0 || words.length > MAX_FIELD_WORDS) return null;
  if (words.every(isNoiseWord)) return null;
  const hinted = hint ? kindFromHint(hint) : undefined;
  const inferred = kindFromWords(words);
  const kind = hinted ?? inferred.kind;
  const unit = inMinutes || (kind === inferred.kind && inferred.unit) ? 'minutes' : undefined;
  return { name: toCamel(words.join(' ')), label: words.join(' '), kind, ...(unit && { unit }) };
}

interface FieldSegment {
  start: number;
  end: number;
  fields: FieldModel[];
}

/** Each "with …" / "(…)" / ": …" run of the prompt, with the fields it names (none for "with retry"). */
function fieldSegments(prompt: string): FieldSegment[] {
  const segments: FieldSegment[] = [];
  const opener = new RegExp(FIELD_LIST_OPENER.source, 'gi');
  for (let match = opener.exec(prompt); match; match = opener.exec(prompt)) {
    const bodyStart = match.index + match[0].length;
    const rest = prompt.slice(bodyStart);
    const stop = FIELD_LIST_END.exec(match[0] === '(' ? rest.replace(/[.]/g, ' ') : rest);
    const body = stop ? rest.slice(0, stop.index) : rest;
    const fields = body
      .split(/,|&|\/|\band\b|\bplus\b/i)
      .map((phrase) => readField(phrase.trim()))
      .filter((field): field is FieldModel => field !== null);
    const end = bodyStart + body.length;
    segments.push({ start: match.index, end, fields });
    opener.lastIndex = Math.max(end, opener.lastIndex);
  }
  return segments;
}

/** The words the code is about: the last "for …"/"of …" run that names something, else the rest. */
function subjectWords(text: string): string[] {
  const runs = text.split(/\b(?:for|of|about|to manage|to track|to store)\b/i).reverse();
  for (const run of runs) {
    const words = wordsOf(run).filter(
      (word) => !isNoiseWord(word) && !TECH_WORDS.has(pluralize.singular(word)),
    );
    if (words.length > 0) return words.slice(-MAX_SUBJECT_WORDS);
  }
  return [];
}

function uniqueFields(fields: FieldModel[]): FieldModel[] {
  const seen = new Set<string>();
  return fields
    .filter((field) => !seen.has(field.name) && seen.add(field.name))
    .slice(0, MAX_FIELDS);
}

/**
 * The entity a prompt is about: "a struct for a recipe with name, servings and cook time" →
 * Recipe { name: text, servings: int, cookTime: int (minutes) }. Code words ("struct", "REST
 * client", "CRUD endpoint") and the languages are never the subject; "Item" stands in when nothing
 * else is left, and id, name, createdAt when the prompt names no fields.
 */
export function readEntity(prompt: string): EntityModel {
  const segments = fieldSegments(prompt);
  const fields = uniqueFields(segments.flatMap((segment) => segment.fields));
  let subjectText = '';
  let from = 0;
  for (const segment of segments) {
    subjectText += ` ${prompt.slice(from, segment.start)} `;
    from = segment.end;
  }
  subjectText += prompt.slice(from);
  const subject = subjectWords(subjectText);
  const last = subject.at(-1);
  const singular = last ? [...subject.slice(0, -1), pluralize.singular(last)].join(' ') : 'item';
  return {
    name: toPascal(singular),
    plural: toCamel(pluralize(singular)),
    fields: fields.length > 0 ? fields : DEFAULT_FIELDS,
    defaultFields: fields.length === 0,
    defaultName: subject.length === 0,
  };
}
