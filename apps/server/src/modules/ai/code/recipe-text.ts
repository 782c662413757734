import { noCase } from 'change-case';
import { typeIdent } from './code-names';
import type { FieldKind, FieldModel, RecipeContext } from './code-recipe';
import { typeDependencies } from './language-types';

const KIND_WORDS: Record<FieldKind, string> = {
  text: 'text',
  int: 'whole number',
  decimal: 'number',
  money: 'money amount',
  bool: 'yes/no',
  date: 'date, ISO yyyy-MM-dd in JSON',
  dateTime: 'date and time, ISO 8601 in JSON',
  email: 'email address',
  url: 'URL',
  list: 'list of text',
};

const describeField = (field: FieldModel) =>
  `${field.name} (${field.unit === 'minutes' ? 'whole number of minutes' : KIND_WORDS[field.kind]})`;

/** A type name as words of a sentence: "BlogPost" → "blog post". */
export const inWords = (name: string) => noCase(name);

/** "a Recipe", "an Event". */
export const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Lines joined with newlines, without the ones a condition left out. */
export const lines = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === 'string').join('\n');

/** What the entity holds, and where the prompt left the names or fields to the defaults. */
export function describeEntity(ctx: RecipeContext): string {
  const { entity, language } = ctx;
  const type = typeIdent(language, entity);
  const renamed =
    type !== entity.name
      ? ` It is named ${type} because ${entity.name} already means something in ${language}.`
      : '';
  const fields = entity.fields.map(describeField).join(', ');
  const defaults = [
    entity.defaultName &&
      'The prompt named no subject, so the code is about an Item; say what it is about ("… for recipes") to name it.',
    entity.defaultFields &&
      'The prompt named no fields, so these are stand-ins; list them ("with title, due date and done") to choose them.',
  ].filter(Boolean);
  return [`${type} has ${fields}.${renamed}`, ...defaults].join(' ');
}

export interface ExplanationParts {
  /** What the code does. */
  summary: string;
  /** Whether to describe the entity (recipes about a record, not general utilities). */
  aboutEntity: boolean;
  /** Exact package names; the entity's date types add their own. */
  dependencies: string[];
  /** A short example in prose. */
  usage: string;
}

/** The explanation every recipe gives: what it does, its dependencies, how to use it. */
export function explanation(ctx: RecipeContext, parts: ExplanationParts): string {
  const dependencies = [
    ...parts.dependencies,
    ...(parts.aboutEntity ? typeDependencies(ctx.language, ctx.entity.fields) : []),
  ];
  return [
    parts.summary,
    parts.aboutEntity && describeEntity(ctx),
    dependencies.length > 0
      ? `Dependencies: ${dependencies.join(', ')}.`
      : 'Dependencies: none beyond the standard library.',
    `How to use it: ${parts.usage}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
