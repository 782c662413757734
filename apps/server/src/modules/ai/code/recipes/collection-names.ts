import type { CodeLanguage } from '@appforge/shared/contracts/ai';
import { toPascal, typeIdent, valueIdent } from '../code-names';
import type { EntityModel } from '../code-recipe';
import { typeFor } from '../language-types';
import { inWords } from '../recipe-text';
import { recordFields } from '../record-fields';

export interface CollectionNames {
  /** The entity's type: "Todo". */
  type: string;
  /** One value of it: "todo" (or "item" when that would clash). */
  item: string;
  /** The collection: "todos" ("todo_list" in Python and Rust when the plural is the singular). */
  items: string;
  /** The collection in PascalCase, for type and component names: "Todos". */
  Items: string;
  /** The collection in words, for comments and explanations: "blog posts". */
  itemsWords: string;
  /** One value in words: "blog post". */
  itemWords: string;
}

/** Locals the recipes declare themselves, which an entity's value name must not take. */
const LOCALS = new Set([
  'state',
  'action',
  'context',
  'store',
  'row',
  'rows',
  'line',
  'index',
  'it',
]);

/** The names a recipe about the entity's collection uses in `language`. */
export function collectionNames(language: CodeLanguage, entity: EntityModel): CollectionNames {
  const type = typeIdent(language, entity);
  const single = valueIdent(language, entity.name);
  const item = LOCALS.has(single) || single === type ? 'item' : single;
  const plural = valueIdent(language, entity.plural);
  const snake = language === 'python' || language === 'rust';
  const items =
    plural === item || LOCALS.has(plural) ? `${item}${snake ? '_list' : 'List'}` : plural;
  const pascalPlural = toPascal(entity.plural);
  const Items = pascalPlural === type ? `${type}List` : pascalPlural;
  return {
    type,
    item,
    items,
    Items,
    itemsWords: inWords(entity.plural),
    itemWords: inWords(entity.name),
  };
}

/** The type of the record's id in `language` (text unless the prompt gave it a type, "id: Int"). */
export function idType(language: CodeLanguage, entity: EntityModel): string {
  const id = recordFields(entity).find((field) => field.name === 'id');
  return typeFor(language, id?.kind ?? 'text');
}
