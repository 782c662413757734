import { fieldIdent } from '../code-names';
import type { FieldKind, FieldModel, RecipeContext } from '../code-recipe';
import { typeFor, typeImports } from '../language-types';
import { lines } from '../recipe-text';
import { collectionNames } from './collection-names';
import { EXPECTED, headerKeys } from './csv-parsing.columns';
import { pythonDataclass } from './python-dataclass';

/** The converter each checked kind uses in Python: takes the trimmed cell, raises ValueError. */
const PYTHON_CONVERTER: Partial<Record<FieldKind, string>> = {
  int: 'int',
  decimal: 'float',
  money: '_money',
  bool: '_boolean',
  date: 'date.fromisoformat',
  dateTime: '_date_time',
  email: '_email',
  url: '_url',
};

const PYTHON_HELPERS: Partial<Record<FieldKind, string[]>> = {
  money: [
    'def _money(value: str) -> Decimal:',
    '    try:',
    '        return Decimal(value)',
    '    except InvalidOperation:',
    '        raise ValueError(value) from None',
  ],
  bool: [
    'def _boolean(value: str) -> bool:',
    '    answers = {"true": True, "yes": True, "1": True, "false": False, "no": False, "0": False}',
    '    if value.lower() not in answers:',
    '        raise ValueError(value)',
    '    return answers[value.lower()]',
  ],
  dateTime: [
    'def _date_time(value: str) -> datetime:',
    '    # fromisoformat reads a trailing Z only from Python 3.11 on.',
    '    return datetime.fromisoformat(value.replace("Z", "+00:00"))',
  ],
  email: [
    'def _email(value: str) -> str:',
    '    if not re.fullmatch(r"[^\\s@]+@[^\\s@]+\\.[^\\s@]+", value):',
    '        raise ValueError(value)',
    '    return value',
  ],
  url: [
    'def _url(value: str) -> str:',
    '    if not re.fullmatch(r"https?://\\S+", value):',
    '        raise ValueError(value)',
    '    return value',
  ],
};

const pythonValue = (field: FieldModel) => {
  const cell = `_cell(row, columns["${field.name}"])`;
  if (field.kind === 'text') return cell;
  if (field.kind === 'list') return `[part.strip() for part in ${cell}.split(";") if part.strip()]`;
  return `_convert(${cell}, ${PYTHON_CONVERTER[field.kind]}, "${field.name}", "${EXPECTED[field.kind]}", problems)`;
};

export function pythonCsv(ctx: RecipeContext): string {
  const { type, items, itemsWords } = collectionNames('python', ctx.entity);
  const fields = ctx.entity.fields;
  const kinds = new Set(fields.map((field) => field.kind));
  const helpers = Object.entries(PYTHON_HELPERS)
    .filter(([kind]) => kinds.has(kind as FieldKind))
    .flatMap(([, helper]) => [...helper, '', '']);
  const money = kinds.has('money');
  const needsRe = kinds.has('email') || kinds.has('url');
  const datetimeNames = [kinds.has('date') && 'date', kinds.has('dateTime') && 'datetime'].filter(
    Boolean,
  );
  return lines(
    'import csv',
    needsRe && 'import re',
    'from collections.abc import Callable, Iterable',
    'from dataclasses import dataclass',
    datetimeNames.length > 0 && `from datetime import ${datetimeNames.join(', ')}`,
    money && 'from decimal import Decimal, InvalidOperation',
    'from typing import TypeVar',
    '',
    'T = TypeVar("T")',
    '',
    '',
    pythonDataclass(type, fields, `One ${ctx.entity.name} read from a CSV row.`),
    '',
    '',
    '@dataclass',
    'class CsvProblem:',
    '    line: int',
    '    message: str',
    '',
    '',
    '# Each field with the header names its column may have, compared without case, spaces or _.',
    'COLUMNS = {',
    ...fields.map(
      (field) =>
        `    "${field.name}": (${headerKeys(field)
          .map((key) => `"${key}"`)
          .join(', ')},),`,
    ),
    '}',
    '',
    '',
    'def _column_key(header: str) -> str:',
    '    return "".join(char for char in header.lower() if char.isalnum())',
    '',
    '',
    'def _cell(row: list[str], index: int) -> str:',
    '    return row[index].strip() if index < len(row) else ""',
    '',
    '',
    'def _convert(value: str, convert: Callable[[str], T], name: str, expected: str, problems: list[str]) -> T | None:',
    '    try:',
    '        return convert(value)',
    '    except ValueError:',
    '        problems.append(f\'{name} must be {expected}, got "{value}"\')',
    '        return None',
    '',
    '',
    ...helpers,
    `def parse_${items}_csv(lines: Iterable[str]) -> tuple[list[${type}], list[CsvProblem]]:`,
    `    """The ${itemsWords} in CSV lines whose first row names the columns (in any order).`,
    '',
    '    A row with a value that does not fit its column is left out and reported with its line number.',
    '    Open files with newline="" so quoted line breaks survive: parse_' +
      items +
      '_csv(open(path, newline="")).',
    '    """',
    '    reader = csv.reader(lines, strict=True)',
    `    ${items}: list[${type}] = []`,
    '    errors: list[CsvProblem] = []',
    '    try:',
    '        header = [_column_key(name) for name in next(reader, [])]',
    '        columns = {',
    '            field: next((index for index, key in enumerate(header) if key in names), -1)',
    '            for field, names in COLUMNS.items()',
    '        }',
    '        missing = [field for field, index in columns.items() if index < 0]',
    '        if header and missing:',
    '            return [], [CsvProblem(1, f"missing column: {\', \'.join(missing)}")]',
    '        for row in reader:',
    '            if not any(cell.strip() for cell in row):',
    '                continue',
    '            problems: list[str] = []',
    '            values = {',
    ...fields.map(
      (field) => `                "${fieldIdent('python', field)}": ${pythonValue(field)},`,
    ),
    '            }',
    '            if problems:',
    '                # line_num is the line the row ends on, which differs only for quoted line breaks.',
    '                errors.extend(CsvProblem(reader.line_num, message) for message in problems)',
    '            else:',
    `                ${items}.append(${type}(**values))`,
    '    except csv.Error as error:',
    '        errors.append(CsvProblem(reader.line_num, str(error)))',
    `    return ${items}, errors`,
    '',
  );
}

/** The header names serde accepts for a field: its JSON key, its words, and those in Title Case. */
function rustHeaderNames(field: FieldModel): string[] {
  const title = field.label.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  return [...new Set([field.name, field.label, title, field.label.replace(/ /g, '_')])];
}

/** A converter for the kinds serde's own parsing does not cover: yes/no, lists, checked text. */
const RUST_CONVERTER: Partial<Record<FieldKind, string>> = {
  bool: 'yes_no',
  list: 'semicolon_list',
  email: 'checked_email',
  url: 'http_url',
};

const RUST_HELPERS: Partial<Record<FieldKind, string[]>> = {
  bool: [
    "fn yes_no<'de, D: Deserializer<'de>>(deserializer: D) -> Result<bool, D::Error> {",
    '    let text = String::deserialize(deserializer)?;',
    '    match text.to_lowercase().as_str() {',
    '        "true" | "yes" | "1" => Ok(true),',
    '        "false" | "no" | "0" => Ok(false),',
    `        _ => Err(de::Error::custom(format!("expected ${EXPECTED.bool}, got \\"{text}\\""))),`,
    '    }',
    '}',
  ],
  list: [
    "fn semicolon_list<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<String>, D::Error> {",
    '    let text = String::deserialize(deserializer)?;',
    "    Ok(text.split(';').map(str::trim).filter(|part| !part.is_empty()).map(str::to_owned).collect())",
    '}',
  ],
  email: [
    "fn checked_email<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {",
    '    let text = String::deserialize(deserializer)?;',
    "    match text.split_once('@') {",
    "        Some((name, domain)) if !name.is_empty() && domain.contains('.') => Ok(text),",
    `        _ => Err(de::Error::custom(format!("expected ${EXPECTED.email}, got \\"{text}\\""))),`,
    '    }',
    '}',
  ],
  url: [
    "fn http_url<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {",
    '    let text = String::deserialize(deserializer)?;',
    '    if text.starts_with("http://") || text.starts_with("https://") {',
    '        Ok(text)',
    '    } else {',
    `        Err(de::Error::custom(format!("expected ${EXPECTED.url}, got \\"{text}\\"")))`,
    '    }',
    '}',
  ],
};

export function rustCsv(ctx: RecipeContext): string {
  const { type, items, itemsWords } = collectionNames('rust', ctx.entity);
  const fields = ctx.entity.fields;
  const kinds = new Set(fields.map((field) => field.kind));
  const helpers = Object.entries(RUST_HELPERS).filter(([kind]) => kinds.has(kind as FieldKind));
  return lines(
    'use std::io::Read;',
    '',
    ...typeImports('rust', fields),
    helpers.length > 0 ? 'use serde::{de, Deserialize, Deserializer};' : 'use serde::Deserialize;',
    '',
    '/// One row; serde matches the header row to these names, so columns may come in any order.',
    '#[derive(Debug, Clone, PartialEq, Deserialize)]',
    `pub struct ${type} {`,
    ...fields.flatMap((field) => {
      const [rename = field.name, ...aliases] = rustHeaderNames(field);
      const converter = RUST_CONVERTER[field.kind];
      const attributes = [
        `rename = "${rename}"`,
        ...aliases.map((alias) => `alias = "${alias}"`),
        ...(converter ? [`deserialize_with = "${converter}"`] : []),
      ];
      return [
        `    #[serde(${attributes.join(', ')})]`,
        `    pub ${fieldIdent('rust', field)}: ${typeFor('rust', field.kind)},`,
      ];
    }),
    '}',
    '',
    '#[derive(Debug, Clone, PartialEq)]',
    'pub struct CsvProblem {',
    '    pub line: u64,',
    '    pub message: String,',
    '}',
    '',
    ...helpers.flatMap(([, helper]) => [...helper, '']),
    `/// The ${itemsWords} in CSV whose first row names the columns. A row with a value that does not fit`,
    '/// its column is left out and reported with its line number. Cells are trimmed; blank lines skipped.',
    `pub fn parse_${items}_csv<R: Read>(source: R) -> (Vec<${type}>, Vec<CsvProblem>) {`,
    '    let mut reader = csv::ReaderBuilder::new().trim(csv::Trim::All).from_reader(source);',
    `    let mut ${items} = Vec::new();`,
    '    let mut problems = Vec::new();',
    `    for result in reader.deserialize::<${type}>() {`,
    '        match result {',
    `            Ok(row) => ${items}.push(row),`,
    '            Err(error) => problems.push(CsvProblem {',
    '                line: error.position().map_or(0, |position| position.line()),',
    '                message: error.to_string(),',
    '            }),',
    '        }',
    '    }',
    `    (${items}, problems)`,
    '}',
    '',
  );
}
