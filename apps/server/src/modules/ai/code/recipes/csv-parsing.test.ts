import {
  CODE_LANGUAGES,
  CODE_PLATFORMS,
  type CodeLanguage,
  type CodePlatform,
} from '@appforge/shared/contracts/ai';
import { describe, expect, it } from 'vitest';
import { checkSyntax } from '../../syntax/check-syntax';
import { CATALOGUE } from '../catalogue';
import { readEntity } from '../prompt-model';
import { matchRecipe } from '../recipe-matcher';
import { csvParsingRecipe } from './csv-parsing';

const CONTACTS =
  'parse a CSV of contacts with name, email, age, active, birth date, tags and balance';
/** Every kind, names that are also the parser's own locals, and names languages reserve. */
const PROMPTS = [
  CONTACTS,
  'CSV import of readings with value, index, position, read, website, weight, taken at, default and return',
  'csv',
];

const render = (prompt: string, language: CodeLanguage, platform: CodePlatform) =>
  csvParsingRecipe.render({ prompt, language, platform, entity: readEntity(prompt) });

const load = (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}`);

interface ParsedContacts {
  contacts: Record<string, unknown>[];
  errors: { line: number; message: string }[];
}

describe('csv-parsing', () => {
  it.each(CODE_LANGUAGES)('parses in %s on every platform', async (language) => {
    for (const prompt of PROMPTS) {
      for (const platform of CODE_PLATFORMS) {
        const { code } = render(prompt, language, platform);
        const problems = await checkSyntax(language, code, { jsx: false });
        expect(problems, `${platform}: ${prompt}\n${code}`).toEqual([]);
      }
    }
  });

  it.each([
    'parse a CSV of contacts with name, email and age',
    'import products from a CSV file with name, price and in stock',
    'read a comma-separated file of orders',
    'CSV parser for transactions with date, amount and description',
    'load users from a spreadsheet export',
  ])('is picked for %j', (prompt) => {
    expect(matchRecipe(prompt, CATALOGUE)?.id).toBe('csv-parsing');
  });

  it.each(CODE_LANGUAGES)('reads the %s rows into the entity the prompt names', (language) => {
    const { code } = render(CONTACTS, language, 'backend');
    expect(code).toMatch(/\bContact\b/);
    expect(code).toMatch(/\bcontacts\b/);
    expect(code).toMatch(
      language === 'python' || language === 'rust' ? /\bbirth_date\b/ : /\bbirthDate\b/,
    );
  });

  it('uses the csv module in Python and the csv crate with serde in Rust', () => {
    expect(render(CONTACTS, 'python', 'backend').code).toContain('csv.reader(lines, strict=True)');
    const rust = render(CONTACTS, 'rust', 'backend');
    expect(rust.code).toContain('#[derive(Debug, Clone, PartialEq, Deserialize)]');
    expect(rust.code).toContain('alias = "birth date"');
    expect(rust.explanation).toContain('Dependencies: csv, serde (features = ["derive"])');
  });

  it('handles quotes, escaped quotes, line breaks in fields and headers in any order (the JavaScript parser, run)', async () => {
    const { parseContactsCsv } = (await load(render(CONTACTS, 'javascript', 'web').code)) as {
      parseContactsCsv: (text: string) => ParsedContacts;
    };
    const text =
      'Tags,Balance,Birth Date,Name,E-mail,Age,Active\r\n' +
      'a; b,12.50,1983-02-01,"Doe, ""Jane""",jane@example.com,41,yes\r\n' +
      '\r\n' +
      ',0,2000-01-01,"Two\nlines",two@example.com,7,0\r\n';
    expect(parseContactsCsv(text)).toEqual({
      contacts: [
        {
          name: 'Doe, "Jane"',
          email: 'jane@example.com',
          age: 41,
          active: true,
          birthDate: '1983-02-01',
          tags: ['a', 'b'],
          balance: 12.5,
        },
        {
          name: 'Two\nlines',
          email: 'two@example.com',
          age: 7,
          active: false,
          birthDate: '2000-01-01',
          tags: [],
          balance: 0,
        },
      ],
      errors: [],
    });
  });

  it('leaves out rows that do not fit, naming the line and the field (the JavaScript parser, run)', async () => {
    const { parseContactsCsv } = (await load(render(CONTACTS, 'javascript', 'backend').code)) as {
      parseContactsCsv: (text: string) => ParsedContacts;
    };
    const rows = [
      'name,email,age,active,birth date,tags,balance',
      'Ada,ada@example.com,36,true,1815-12-10,,1',
      'Bob,not-an-email,thirty,maybe,1990-13-01,,1',
    ];
    const { contacts, errors } = parseContactsCsv(rows.join('\n'));
    expect(contacts).toHaveLength(1);
    expect(errors).toEqual([
      { line: 3, message: 'email must be an email address, got "not-an-email"' },
      { line: 3, message: 'age must be a whole number, got "thirty"' },
      { line: 3, message: 'active must be true/false, yes/no or 1/0, got "maybe"' },
      { line: 3, message: 'birthDate must be a date like 2024-05-31, got "1990-13-01"' },
    ]);
    expect(parseContactsCsv('name,email\nAda,ada@example.com').errors).toEqual([
      { line: 1, message: 'missing column: age, active, birthDate, tags, balance' },
    ]);
    expect(parseContactsCsv(`${rows[0]}\n"Ada,ada@example.com`).errors).toEqual([
      { line: 2, message: 'a quoted field is never closed' },
    ]);
  });

  it('renders the same code and explanation twice', () => {
    for (const language of CODE_LANGUAGES) {
      expect(render(PROMPTS[1]!, language, 'ios')).toEqual(render(PROMPTS[1]!, language, 'ios'));
    }
  });
});
