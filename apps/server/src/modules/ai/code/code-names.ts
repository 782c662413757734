import type { CodeLanguage } from '@appforge/shared/contracts/ai';
import { camelCase, kebabCase, pascalCase, snakeCase } from 'change-case';
import type { EntityModel, FieldModel } from './code-recipe';

const list = (words: string) => new Set(words.trim().split(/\s+/));

/**
 * Words a language will not take as a declared name. TypeScript and JavaScript accept any word as
 * a property name, so their fields keep the JSON key; recipes never bind a field to a bare variable.
 */
const RESERVED: Record<CodeLanguage, Set<string>> = {
  typescript: new Set(),
  javascript: new Set(),
  python: list(
    'False None True and as assert async await break class continue def del elif else except ' +
      'finally for from global if import in is lambda nonlocal not or pass raise return try while with yield',
  ),
  swift: list(
    'associatedtype class deinit enum extension fileprivate func import init inout internal let open ' +
      'operator private precedencegroup protocol public rethrows static struct subscript typealias var ' +
      'break case catch continue default defer do else fallthrough for guard if in repeat return throw ' +
      'switch where while Any as await false is nil self Self super throws true try',
  ),
  kotlin: list(
    'as break class continue do else false for fun if in interface is null object package return ' +
      'super this throw true try typealias typeof val var when while',
  ),
  rust: list(
    'as break const continue crate else enum extern false fn for if impl in let loop match mod move ' +
      'mut pub ref return self Self static struct super trait true type unsafe use where while async ' +
      'await dyn abstract become box do final macro override priv typeof unsized virtual yield try',
  ),
};

/**
 * Type names the language or the libraries the recipes use already hold ("Task" is Swift
 * concurrency, "Result" is Kotlin's and Rust's): an entity of that name gets "Item" appended.
 */
const TAKEN_TYPES: Record<CodeLanguage, Set<string>> = {
  typescript: list(
    'Array Boolean Date Error Function Headers JSON Map Math Number Object Promise Record Request ' +
      'Response Set String Symbol URL',
  ),
  javascript: list(
    'Array Boolean Date Error Function Headers JSON Map Math Number Object Promise Request Response ' +
      'Set String Symbol URL',
  ),
  python: list('BaseModel Decimal Field Enum Optional Any'),
  swift: list(
    'Any Array Bool Button Character Codable Color Data Date Decimal Dictionary Double Error Form ' +
      'Identifiable Image Int List Never Optional Protocol Result Self Set String Task Text Timer Type ' +
      'URL Void View',
  ),
  kotlin: list(
    'Any Array Boolean Char Double Duration Error Exception Flow Instant Int Job List LocalDate Long ' +
      'Map Nothing Number Pair Regex Result Serializable Set String Triple Unit',
  ),
  rust: list(
    'Arc Box Client Duration Error HashMap Instant Json Mutex Option Ordering Path Result Router Self ' +
      'State String Uuid Value Vec',
  ),
};

const SNAKE_LANGUAGES = new Set<CodeLanguage>(['python', 'rust']);

/** Letters and digits of `text` without accents or apostrophes: "Crème brûlée's" → "Creme brulees". */
export function plainWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`]/g, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim();
}

/** A name cannot start with a digit: "2fa code" → "n2faCode". */
const leadLetter = (name: string, prefix: string) => (/^\d/.test(name) ? prefix + name : name);

/** "cook time" → "cookTime" (any prompt words to a camelCase name, never empty). */
export function toCamel(words: string): string {
  return leadLetter(camelCase(plainWords(words)) || 'value', 'n');
}

/** "blog post" → "BlogPost". */
export function toPascal(words: string): string {
  return leadLetter(pascalCase(plainWords(words)) || 'Item', 'N');
}

export const toSnake = (words: string) => leadLetter(snakeCase(plainWords(words)) || 'value', 'n');
export const toKebab = (words: string) => kebabCase(plainWords(words)) || 'items';

/** A reserved word gets "_" appended (`class_`, `type_`), the convention Python's PEP 8 sets. */
const unreserve = (language: CodeLanguage, name: string) =>
  RESERVED[language].has(name) ? `${name}_` : name;

/** The field's identifier in `language`: camelCase, or snake_case in Python and Rust. */
export function fieldIdent(language: CodeLanguage, field: FieldModel | string): string {
  const name = typeof field === 'string' ? field : field.name;
  return unreserve(language, SNAKE_LANGUAGES.has(language) ? toSnake(name) : name);
}

/** True when the field's identifier differs from its JSON key, so (de)serialisation must map it. */
export const needsJsonKey = (language: CodeLanguage, field: FieldModel) =>
  fieldIdent(language, field) !== field.name;

/** The entity's type name in `language` ("Task", or "TaskItem" in Swift). */
export function typeIdent(language: CodeLanguage, entity: EntityModel): string {
  const name = unreserve(language, entity.name);
  return TAKEN_TYPES[language].has(name) ? `${name}Item` : name;
}

/** A name for a value or function in `language`: camelCase, snake_case in Python and Rust. */
export function valueIdent(language: CodeLanguage, words: string): string {
  return unreserve(language, SNAKE_LANGUAGES.has(language) ? toSnake(words) : toCamel(words));
}

/** The URL path of the entity's collection: "/api/blog-posts". */
export const collectionPath = (entity: EntityModel) => `/api/${toKebab(entity.plural)}`;
