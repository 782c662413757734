import { defineRecipe, type RecipeContext } from '../code-recipe';
import { explanation } from '../recipe-text';
import { collectionNames } from './collection-names';
import { pythonCsv, rustCsv } from './csv-parsing.python-rust';
import { kotlinCsv } from './csv-parsing.kotlin';
import { swiftCsv } from './csv-parsing.swift';
import { javascriptCsv, typescriptCsv } from './csv-parsing.typescript';

function summary(ctx: RecipeContext): string {
  const { type } = collectionNames(ctx.language, ctx.entity);
  const how = {
    typescript: 'a hand-written RFC 4180 parser (no dependency)',
    javascript: 'a hand-written RFC 4180 parser (no dependency)',
    python: "the standard library's csv module (strict, so an unclosed quote is an error)",
    swift: 'a hand-written RFC 4180 parser over Unicode scalars (no dependency)',
    kotlin: 'a hand-written RFC 4180 parser (no dependency)',
    rust: 'the csv crate with serde',
  }[ctx.language];
  const headers =
    ctx.language === 'rust'
      ? 'The header row names the columns in any order, as the JSON key or the field\'s words ("dueDate", "due date").'
      : 'The header row names the columns in any order; headers are compared without case, spaces or underscores ("Due Date" = "due_date" = "dueDate").';
  return `Reads ${type} rows from CSV with ${how}: quoted fields with commas, line breaks and "" for a quote. ${headers} Each cell is converted to its field's type (lists are separated by ;), and a row whose value does not fit is left out and reported with its line number, so one bad row does not lose the file.`;
}

function usage(ctx: RecipeContext): string {
  const { items, Items } = collectionNames(ctx.language, ctx.entity);
  const report = 'Show each problem as "line N: message" so the person can fix the file.';
  switch (ctx.language) {
    case 'typescript':
    case 'javascript':
      return `const { ${items}, errors } = parse${Items}Csv(${ctx.platform === 'web' ? 'await file.text()' : 'text'}); ${report}`;
    case 'python':
      return `with open("${items}.csv", newline="", encoding="utf-8") as file: ${items}, errors = parse_${items}_csv(file). ${report}`;
    case 'swift':
      return `let (${items}, problems) = parse${Items}Csv(try String(contentsOf: fileURL, encoding: .utf8)). ${report}`;
    case 'kotlin':
      return `val (${items}, problems) = parse${Items}Csv(${ctx.platform === 'android' ? 'contentResolver.openInputStream(uri)!!.bufferedReader().readText()' : 'File("' + items + '.csv").readText()'}). ${report}`;
    case 'rust':
      return `let (${items}, problems) = parse_${items}_csv(std::fs::File::open("${items}.csv")?); ${report} Headers must match one of the names in the serde attributes exactly.`;
  }
}

export const csvParsingRecipe = defineRecipe({
  id: 'csv-parsing',
  title: 'CSV parsing into typed records',
  triggers: [
    /\bcsv\b/i,
    /\b(?:comma[- ]separated|spreadsheet (?:import|export|file)|rfc ?4180|tsv)\b/i,
    /\b(?:import|parse|read|load)\w*\b[\s\S]*\b(?:excel|spreadsheet)\b/i,
  ],
  code: {
    typescript: typescriptCsv,
    javascript: javascriptCsv,
    python: pythonCsv,
    swift: swiftCsv,
    kotlin: kotlinCsv,
    rust: rustCsv,
  },
  explain: (ctx) =>
    explanation(ctx, {
      summary: summary(ctx),
      aboutEntity: true,
      dependencies: ctx.language === 'rust' ? ['csv', 'serde (features = ["derive"])'] : [],
      usage: usage(ctx),
    }),
});
