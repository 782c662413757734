import type { FieldKind, RecipeContext } from '../code-recipe';
import { jsTypedef, tsInterface } from '../entity-declarations';
import { lines } from '../recipe-text';
import { collectionNames } from './collection-names';
import { EXPECTED, headerKeys } from './csv-parsing.columns';

/** The expression that reads field `f` from the trimmed cell `value`, or undefined when it does not fit. */
const CONVERT: Record<FieldKind, string> = {
  text: 'value',
  int: '/^[-+]?\\d+$/.test(value) ? Number(value) : undefined',
  decimal: "value !== '' && !Number.isNaN(Number(value)) ? Number(value) : undefined",
  money: '/^-?\\d+(?:\\.\\d{1,2})?$/.test(value) ? Number(value) : undefined',
  bool: 'BOOLEANS[value.toLowerCase()]',
  date: '/^\\d{4}-\\d{2}-\\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined',
  dateTime: '!Number.isNaN(Date.parse(value)) ? value : undefined',
  email: '/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(value) ? value : undefined',
  url: '/^https?:\\/\\/\\S+$/.test(value) ? value : undefined',
  list: "value.split(';').map((part) => part.trim()).filter(Boolean)",
};

const RECORD_PARSER = (typed: boolean) => [
  '/**',
  ' * RFC 4180 records with the line each starts on: comma-separated, quoted fields may hold commas,',
  ' * line breaks and "" for a quote; CRLF or LF line ends; blank lines are skipped.',
  !typed && ' * @param {string} text',
  !typed && ' * @returns {{ records: { line: number, cells: string[] }[], errors: CsvError[] }}',
  ' */',
  `export function parseCsvRecords(text${typed ? ': string' : ''})${typed ? ': { records: CsvRecord[]; errors: CsvError[] }' : ''} {`,
  typed
    ? '  const records: CsvRecord[] = [];'
    : '  /** @type {{ line: number, cells: string[] }[]} */\n  const records = [];',
  typed ? '  let cells: string[] = [];' : '  /** @type {string[]} */\n  let cells = [];',
  "  let cell = '';",
  '  let quoted = false;',
  '  let line = 1;',
  '  let recordLine = 1;',
  '  const endRecord = () => {',
  "    if (cells.length > 0 || cell !== '') records.push({ line: recordLine, cells: [...cells, cell] });",
  '    cells = [];',
  "    cell = '';",
  '  };',
  '  for (let i = 0; i < text.length; i++) {',
  '    const char = text.charAt(i);',
  '    if (quoted) {',
  "      if (char === '\"' && text.charAt(i + 1) === '\"') {",
  "        cell += '\"';",
  '        i++;',
  "      } else if (char === '\"') {",
  '        quoted = false;',
  '      } else {',
  "        if (char === '\\n') line++;",
  '        cell += char;',
  '      }',
  "    } else if (char === '\"') {",
  '      quoted = true;',
  "    } else if (char === ',') {",
  '      cells.push(cell);',
  "      cell = '';",
  "    } else if (char === '\\n' || char === '\\r') {",
  "      if (char === '\\r' && text.charAt(i + 1) === '\\n') i++;",
  '      endRecord();',
  '      line++;',
  '      recordLine = line;',
  '    } else {',
  '      cell += char;',
  '    }',
  '  }',
  "  if (quoted) return { records, errors: [{ line: recordLine, message: 'a quoted field is never closed' }] };",
  '  endRecord();',
  '  return { records, errors: [] };',
  '}',
];

function rowParser(ctx: RecipeContext, typed: boolean): (string | false)[] {
  const { type, item, items, Items, itemsWords } = collectionNames(
    typed ? 'typescript' : 'javascript',
    ctx.entity,
  );
  const fields = ctx.entity.fields;
  const usesBooleans = fields.some((field) => field.kind === 'bool');
  return [
    usesBooleans &&
      (typed
        ? 'const BOOLEANS: Record<string, boolean | undefined> = { true: true, false: false, yes: true, no: false, 1: true, 0: false };'
        : '/** @type {Record<string, boolean | undefined>} */\nconst BOOLEANS = { true: true, false: false, yes: true, no: false, 1: true, 0: false };'),
    usesBooleans && '',
    '/** Each field with the header names its column may have (compared without case, spaces or _). */',
    'const COLUMNS = {',
    ...fields.map(
      (field) =>
        `  ${field.name}: [${headerKeys(field)
          .map((key) => `'${key}'`)
          .join(', ')}],`,
    ),
    '};',
    '',
    typed
      ? "const columnKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');"
      : "/** @param {string} header */\nconst columnKey = (header) => header.toLowerCase().replace(/[^a-z0-9]/g, '');",
    '',
    '/**',
    ` * The ${itemsWords} in a CSV text whose first row names the columns (in any order). A row with a value`,
    ' * that does not fit its column is left out and reported with its line number.',
    !typed && ' * @param {string} text',
    !typed && ` * @returns {{ ${items}: ${type}[], errors: CsvError[] }}`,
    ' */',
    `export function parse${Items}Csv(text${typed ? ': string' : ''})${typed ? `: { ${items}: ${type}[]; errors: CsvError[] }` : ''} {`,
    '  const { records, errors } = parseCsvRecords(text);',
    '  const [header, ...rows] = records;',
    `  if (!header) return { ${items}: [], errors };`,
    '  const keys = header.cells.map(columnKey);',
    '  const index = Object.fromEntries(',
    '    Object.entries(COLUMNS).map(([name, names]) => [name, keys.findIndex((key) => names.includes(key))]),',
    `  )${typed ? ' as Record<keyof typeof COLUMNS, number>' : ''};`,
    '  const missing = Object.keys(index).filter((name) => index[name' +
      (typed ? ' as keyof typeof COLUMNS' : '') +
      '] < 0);',
    '  if (missing.length > 0) {',
    `    return { ${items}: [], errors: [...errors, { line: header.line, message: \`missing column: \${missing.join(', ')}\` }] };`,
    '  }',
    typed
      ? `  const ${items}: ${type}[] = [];`
      : `  /** @type {${type}[]} */\n  const ${items} = [];`,
    '  for (const { line, cells } of rows) {',
    typed
      ? '    const problems: string[] = [];'
      : '    /** @type {string[]} */\n    const problems = [];',
    !typed &&
      '    /** @type {<T>(name: keyof typeof COLUMNS, convert: (value: string) => T | undefined, expected: string) => T | undefined} */',
    typed
      ? '    const read = <T>(name: keyof typeof COLUMNS, convert: (value: string) => T | undefined, expected: string) => {'
      : '    const read = (name, convert, expected) => {',
    "      const value = (cells[index[name]] ?? '').trim();",
    '      const converted = convert(value);',
    '      if (converted === undefined) problems.push(`${name} must be ${expected}, got "${value}"`);',
    '      return converted;',
    '    };',
    `    const ${item} = {`,
    ...fields.map(
      (field) =>
        `      ${field.name}: read('${field.name}', (value) => ${CONVERT[field.kind]}, '${EXPECTED[field.kind]}'),`,
    ),
    '    };',
    '    if (problems.length > 0) {',
    '      errors.push(...problems.map((message) => ({ line, message })));',
    '    } else {',
    `      ${items}.push(${typed ? `${item} as ${type}` : `/** @type {${type}} */ (${item})`});`,
    '    }',
    '  }',
    `  return { ${items}, errors };`,
    '}',
  ];
}

export function typescriptCsv(ctx: RecipeContext): string {
  return lines(
    tsInterface(ctx.entity),
    '',
    'export interface CsvError {',
    '  line: number;',
    '  message: string;',
    '}',
    '',
    'interface CsvRecord {',
    '  line: number;',
    '  cells: string[];',
    '}',
    '',
    ...RECORD_PARSER(true),
    '',
    ...rowParser(ctx, true),
    '',
  );
}

export function javascriptCsv(ctx: RecipeContext): string {
  return lines(
    jsTypedef(ctx.entity),
    '',
    '/** @typedef {{ line: number, message: string }} CsvError */',
    '',
    ...RECORD_PARSER(false),
    '',
    ...rowParser(ctx, false),
    '',
  );
}
