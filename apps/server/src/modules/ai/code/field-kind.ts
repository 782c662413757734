import type { FieldType } from '@appforge/codegen/app-spec';
import { inferType } from '@appforge/codegen/understand/field-types';
import type { FieldKind, FieldModel } from './code-recipe';
import { DECIMAL_WORDS, LIST_WORDS, TYPE_HINTS } from './prompt-vocabulary';

/** The app generator's field types, as code recipes render them. */
const FROM_APP_TYPE: Record<FieldType, FieldKind> = {
  text: 'text',
  longText: 'text',
  number: 'int',
  currency: 'money',
  boolean: 'bool',
  date: 'date',
  datetime: 'dateTime',
  enum: 'text',
  rating: 'int',
  imageUrl: 'url',
  location: 'text',
  relation: 'text',
  email: 'email',
  url: 'url',
  phone: 'text',
};

const MINUTE_WORDS = new Set(['time', 'duration', 'minutes', 'mins']);

/** The kind a type spelled in the prompt names ("Int", "Decimal"), if it names one. */
export function kindFromHint(hint: string): FieldKind | undefined {
  const key = hint.toLowerCase().replace(/[^a-z0-9]/g, '');
  const listOf = /^(?:list|array|vec|set)(.+)$/.exec(key);
  if (listOf || key.endsWith('[]')) return 'list';
  return TYPE_HINTS[key] as FieldKind | undefined;
}

/**
 * A field's kind from its words: "created at" → dateTime, "tags" → list, "weight" → decimal, and
 * otherwise the app generator's inference ("due date" → date, "price" → money, "in stock" → bool).
 */
export function kindFromWords(phraseWords: string[]): Pick<FieldModel, 'kind' | 'unit'> {
  const phrase = phraseWords.join(' ');
  const head = phraseWords.at(-1) ?? '';
  if (/^(?:list|array|set) of\b/.test(phrase) || LIST_WORDS.has(head)) return { kind: 'list' };
  if (phraseWords.length > 1 && head === 'at') return { kind: 'dateTime' };
  if (phraseWords.length > 1 && head === 'on') return { kind: 'date' };
  if (head === 'password' || head === 'id') return { kind: 'text' };
  // Alone, "paid" says whether it was; the app generator reads it as an amount.
  if (phrase === 'paid') return { kind: 'bool' };
  const kind = FROM_APP_TYPE[inferType(phraseWords)];
  if (kind !== 'int') return { kind };
  if (phraseWords.some((word) => DECIMAL_WORDS.has(word))) return { kind: 'decimal' };
  return MINUTE_WORDS.has(head) ? { kind, unit: 'minutes' } : { kind };
}
