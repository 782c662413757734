import { fieldIdent } from '../code-names';
import type { FieldKind, FieldModel, RecipeContext } from '../code-recipe';
import { typeFor, typeImports } from '../language-types';
import { lines } from '../recipe-text';
import { collectionNames } from './collection-names';
import { cellLocal, EXPECTED, headerKeys, isChecked } from './csv-parsing.columns';

/** The Kotlin expression turning the trimmed cell `it` into the field's type, null when it does not fit. */
const KOTLIN_CONVERT: Partial<Record<FieldKind, string>> = {
  int: 'it.toIntOrNull()',
  decimal: 'it.toDoubleOrNull()',
  money: 'it.toDoubleOrNull()',
  bool: 'BOOLEANS[it.lowercase()]',
  date: 'runCatching { LocalDate.parse(it) }.getOrNull()',
  dateTime: 'runCatching { Instant.parse(it) }.getOrNull()',
  email: 'it.takeIf { EMAIL.matches(it) }',
  url: 'it.takeIf { it.startsWith("http://") || it.startsWith("https://") }',
};

const KOTLIN_RECORDS = [
  'data class CsvRecord(val line: Int, val cells: List<String>)',
  '',
  'data class CsvProblem(val line: Int, val message: String)',
  '',
  'data class ParsedCsv<T>(val rows: List<T>, val problems: List<CsvProblem>)',
  '',
  '/**',
  ' * RFC 4180 records with the line each starts on: quoted fields may hold commas, line breaks and',
  ' * "" for a quote; CRLF or LF line ends; blank lines are skipped.',
  ' */',
  'fun csvRecords(text: String): ParsedCsv<CsvRecord> {',
  '    val records = mutableListOf<CsvRecord>()',
  '    val cells = mutableListOf<String>()',
  '    val cell = StringBuilder()',
  '    var quoted = false',
  '    var line = 1',
  '    var recordLine = 1',
  '    fun endRecord() {',
  '        if (cells.isNotEmpty() || cell.isNotEmpty()) records += CsvRecord(recordLine, cells + cell.toString())',
  '        cells.clear()',
  '        cell.clear()',
  '    }',
  '    var i = 0',
  '    while (i < text.length) {',
  '        val char = text[i]',
  '        val next = text.getOrNull(i + 1)',
  '        when {',
  "            quoted && char == '\"' && next == '\"' -> {",
  "                cell.append('\"')",
  '                i++',
  '            }',
  "            quoted && char == '\"' -> quoted = false",
  '            quoted -> {',
  "                if (char == '\\n') line++",
  '                cell.append(char)',
  '            }',
  "            char == '\"' -> quoted = true",
  "            char == ',' -> {",
  '                cells += cell.toString()',
  '                cell.clear()',
  '            }',
  "            char == '\\n' || char == '\\r' -> {",
  "                if (char == '\\r' && next == '\\n') i++",
  '                endRecord()',
  '                line++',
  '                recordLine = line',
  '            }',
  '            else -> cell.append(char)',
  '        }',
  '        i++',
  '    }',
  '    if (quoted) return ParsedCsv(records, listOf(CsvProblem(recordLine, "a quoted field is never closed")))',
  '    endRecord()',
  '    return ParsedCsv(records, emptyList())',
  '}',
];

const kotlinValue = (field: FieldModel) => {
  const name = `"${field.name}"`;
  if (field.kind === 'text') return `cell(${name})`;
  if (field.kind === 'list')
    return `cell(${name}).split(";").map { it.trim() }.filter { it.isNotEmpty() }`;
  return `read(${name}, "${EXPECTED[field.kind]}") { ${KOTLIN_CONVERT[field.kind]} }`;
};

export function kotlinCsv(ctx: RecipeContext): string {
  const { type, items, Items, itemsWords } = collectionNames('kotlin', ctx.entity);
  const fields = ctx.entity.fields;
  const checked = fields.filter(isChecked);
  const kinds = new Set(fields.map((field) => field.kind));
  return lines(
    ...typeImports('kotlin', fields),
    typeImports('kotlin', fields).length > 0 && '',
    `data class ${type}(`,
    ...fields.map(
      (field) => `    val ${fieldIdent('kotlin', field)}: ${typeFor('kotlin', field.kind)},`,
    ),
    ')',
    '',
    ...KOTLIN_RECORDS,
    '',
    kinds.has('bool') &&
      'private val BOOLEANS = mapOf("true" to true, "yes" to true, "1" to true, "false" to false, "no" to false, "0" to false)',
    kinds.has('email') && 'private val EMAIL = Regex("""[^\\s@]+@[^\\s@]+\\.[^\\s@]+""")',
    (kinds.has('bool') || kinds.has('email')) && '',
    '/** Each field with the header names its column may have, compared without case, spaces or _. */',
    'private val COLUMNS = mapOf(',
    ...fields.map(
      (field) =>
        `    "${field.name}" to listOf(${headerKeys(field)
          .map((key) => `"${key}"`)
          .join(', ')}),`,
    ),
    ')',
    '',
    'private fun columnKey(header: String) = header.lowercase().filter { it.isLetterOrDigit() }',
    '',
    '/**',
    ` * The ${itemsWords} in a CSV text whose first row names the columns (in any order). A row with a value`,
    ' * that does not fit its column is left out and reported with its line number.',
    ' */',
    `fun parse${Items}Csv(text: String): ParsedCsv<${type}> {`,
    '    val (records, syntaxProblems) = csvRecords(text)',
    '    val problems = syntaxProblems.toMutableList()',
    '    val header = records.firstOrNull() ?: return ParsedCsv(emptyList(), problems)',
    '    val keys = header.cells.map(::columnKey)',
    '    val index = COLUMNS.mapValues { (_, names) -> keys.indexOfFirst { it in names } }',
    '    val missing = index.filterValues { it < 0 }.keys',
    '    if (missing.isNotEmpty()) {',
    '        return ParsedCsv(emptyList(), problems + CsvProblem(header.line, "missing column: ${missing.joinToString()}"))',
    '    }',
    `    val ${items} = mutableListOf<${type}>()`,
    '    for (record in records.drop(1)) {',
    '        val rowProblems = mutableListOf<String>()',
    '        fun cell(field: String) = record.cells.getOrNull(index.getValue(field))?.trim().orEmpty()',
    '        fun <T> read(field: String, expected: String, convert: (String) -> T?): T? {',
    '            val value = cell(field)',
    '            val converted = convert(value)',
    '            if (converted == null) rowProblems += "$field must be $expected, got \\"$value\\""',
    '            return converted',
    '        }',
    ...fields.map((field) => `        val ${cellLocal('kotlin', field)} = ${kotlinValue(field)}`),
    `        if (${['rowProblems.isEmpty()', ...checked.map((field) => `${cellLocal('kotlin', field)} != null`)].join(' && ')}) {`,
    `            ${items} += ${type}(${fields.map((field) => `${fieldIdent('kotlin', field)} = ${cellLocal('kotlin', field)}`).join(', ')})`,
    '        } else {',
    '            problems += rowProblems.map { CsvProblem(record.line, it) }',
    '        }',
    '    }',
    `    return ParsedCsv(${items}, problems)`,
    '}',
    '',
  );
}
