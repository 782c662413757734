import { fieldIdent } from '../code-names';
import type { FieldKind, FieldModel, RecipeContext } from '../code-recipe';
import { swiftStruct } from '../entity-declarations';
import { lines } from '../recipe-text';
import { collectionNames } from './collection-names';
import { cellLocal, EXPECTED, headerKeys, isChecked } from './csv-parsing.columns';

/** The Swift expression turning the trimmed cell `$0` into the field's type, nil when it does not fit. */
const SWIFT_CONVERT: Partial<Record<FieldKind, string>> = {
  int: 'Int($0)',
  decimal: 'Double($0)',
  money: 'Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX"))',
  bool: '["true": true, "yes": true, "1": true, "false": false, "no": false, "0": false][$0.lowercased()]',
  date: 'CsvFormats.day.date(from: $0)',
  dateTime: 'CsvFormats.moment.date(from: $0)',
  email:
    '$0.range(of: "^[^\\\\s@]+@[^\\\\s@]+\\\\.[^\\\\s@]+$", options: .regularExpression) == nil ? nil : $0',
  url: '$0.hasPrefix("http://") || $0.hasPrefix("https://") ? URL(string: $0) : nil',
};

const SWIFT_RECORDS = [
  'struct CsvRecord {',
  '    let line: Int',
  '    let cells: [String]',
  '}',
  '',
  'struct CsvProblem: Equatable {',
  '    let line: Int',
  '    let message: String',
  '}',
  '',
  '/// RFC 4180 records with the line each starts on: quoted fields may hold commas, line breaks and',
  '/// "" for a quote; CRLF or LF line ends; blank lines are skipped. Walks Unicode scalars, because',
  '/// Swift counts "\\r\\n" as one Character.',
  'func csvRecords(_ text: String) -> (records: [CsvRecord], problems: [CsvProblem]) {',
  '    let scalars = Array(text.unicodeScalars)',
  '    var records: [CsvRecord] = []',
  '    var cells: [String] = []',
  '    var cell = String.UnicodeScalarView()',
  '    var quoted = false',
  '    var line = 1',
  '    var recordLine = 1',
  '    var index = 0',
  '    func endRecord() {',
  '        if !cells.isEmpty || !cell.isEmpty {',
  '            records.append(CsvRecord(line: recordLine, cells: cells + [String(cell)]))',
  '        }',
  '        cells = []',
  '        cell = String.UnicodeScalarView()',
  '    }',
  '    while index < scalars.count {',
  '        let scalar = scalars[index]',
  '        let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil',
  '        if quoted {',
  '            if scalar == "\\"" && next == "\\"" {',
  '                cell.append(scalar)',
  '                index += 1',
  '            } else if scalar == "\\"" {',
  '                quoted = false',
  '            } else {',
  '                if scalar == "\\n" { line += 1 }',
  '                cell.append(scalar)',
  '            }',
  '        } else if scalar == "\\"" {',
  '            quoted = true',
  '        } else if scalar == "," {',
  '            cells.append(String(cell))',
  '            cell = String.UnicodeScalarView()',
  '        } else if scalar == "\\n" || scalar == "\\r" {',
  '            if scalar == "\\r" && next == "\\n" { index += 1 }',
  '            endRecord()',
  '            line += 1',
  '            recordLine = line',
  '        } else {',
  '            cell.append(scalar)',
  '        }',
  '        index += 1',
  '    }',
  '    if quoted {',
  '        return (records, [CsvProblem(line: recordLine, message: "a quoted field is never closed")])',
  '    }',
  '    endRecord()',
  '    return (records, [])',
  '}',
];

const swiftValue = (field: FieldModel) => {
  const name = `"${field.name}"`;
  if (field.kind === 'text') return `cell(${name})`;
  if (field.kind === 'list') {
    return `cell(${name}).split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }`;
  }
  return `read(${name}, "${EXPECTED[field.kind]}") { ${SWIFT_CONVERT[field.kind]} }`;
};

export function swiftCsv(ctx: RecipeContext): string {
  const { type, items, Items, itemsWords } = collectionNames('swift', ctx.entity);
  const fields = ctx.entity.fields;
  const checked = fields.filter(isChecked);
  const dates = fields.some((field) => field.kind === 'date' || field.kind === 'dateTime');
  return lines(
    'import Foundation',
    '',
    swiftStruct(ctx.entity, { conformances: ['Equatable'] }),
    '',
    ...SWIFT_RECORDS,
    '',
    dates &&
      lines(
        'enum CsvFormats {',
        '    static let day: DateFormatter = {',
        '        let formatter = DateFormatter()',
        '        formatter.locale = Locale(identifier: "en_US_POSIX")',
        '        formatter.dateFormat = "yyyy-MM-dd"',
        '        return formatter',
        '    }()',
        '',
        '    static let moment = ISO8601DateFormatter()',
        '}',
        '',
      ),
    '/// Each field with the header names its column may have, compared without case, spaces or _.',
    'private let columns: [String: [String]] = [',
    ...fields.map(
      (field) =>
        `    "${field.name}": [${headerKeys(field)
          .map((key) => `"${key}"`)
          .join(', ')}],`,
    ),
    ']',
    '',
    'private func columnKey(_ header: String) -> String {',
    '    String(header.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })',
    '}',
    '',
    `/// The ${itemsWords} in a CSV text whose first row names the columns (in any order). A row with a`,
    '/// value that does not fit its column is left out and reported with its line number.',
    `func parse${Items}Csv(_ text: String) -> (${items}: [${type}], problems: [CsvProblem]) {`,
    '    var (records, problems) = csvRecords(text)',
    '    guard !records.isEmpty else { return ([], problems) }',
    '    let header = records.removeFirst()',
    '    let keys = header.cells.map(columnKey)',
    '    var index: [String: Int] = [:]',
    '    for (field, names) in columns {',
    '        index[field] = keys.firstIndex(where: names.contains)',
    '    }',
    '    let missing = columns.keys.filter { index[$0] == nil }.sorted()',
    '    guard missing.isEmpty else {',
    '        return ([], problems + [CsvProblem(line: header.line, message: "missing column: \\(missing.joined(separator: ", "))")])',
    '    }',
    `    var ${items}: [${type}] = []`,
    '    for record in records {',
    '        var rowProblems: [String] = []',
    '        func cell(_ field: String) -> String {',
    '            let position = index[field] ?? 0',
    '            return position < record.cells.count ? record.cells[position].trimmingCharacters(in: .whitespaces) : ""',
    '        }',
    '        func read<T>(_ field: String, _ expected: String, _ convert: (String) -> T?) -> T? {',
    '            let value = cell(field)',
    '            if let converted = convert(value) { return converted }',
    '            rowProblems.append("\\(field) must be \\(expected), got \\"\\(value)\\"")',
    '            return nil',
    '        }',
    ...fields.map((field) => `        let ${cellLocal('swift', field)} = ${swiftValue(field)}`),
    // if-let (not guard-let) because a guard may not rebind a local of its own scope.
    `        if ${['rowProblems.isEmpty', ...checked.map((field) => `let ${cellLocal('swift', field)}`)].join(', ')} {`,
    `            ${items}.append(${type}(${fields.map((field) => `${fieldIdent('swift', field)}: ${cellLocal('swift', field)}`).join(', ')}))`,
    '        } else {',
    '            problems += rowProblems.map { CsvProblem(line: record.line, message: $0) }',
    '        }',
    '    }',
    `    return (${items}, problems)`,
    '}',
    '',
  );
}
