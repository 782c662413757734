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
import { formattingRecipe } from './formatting';

const INVOICES = 'format money in EUR for de-DE for invoices with amount, issued on and paid at';
const PROMPTS = [
  INVOICES,
  'format dates and money',
  'date formatting for events with starts at in fr-FR',
  'prices in ¥',
];

const render = (prompt: string, language: CodeLanguage, platform: CodePlatform) =>
  formattingRecipe.render({ prompt, language, platform, entity: readEntity(prompt) });

const load = (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}`);

describe('formatting', () => {
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
    'format dates and money',
    'format prices as currency in EUR',
    'date formatting for events with starts at',
    'show a relative time like 3 days ago',
    'currency formatter for invoices with amount and issued on',
    'locale-aware date and number formatting for de-DE',
    'format a timestamp',
  ])('is picked for %j', (prompt) => {
    expect(matchRecipe(prompt, CATALOGUE)?.id).toBe('formatting');
  });

  it('takes the locale and the currency from the prompt, and says which are the defaults', () => {
    expect(render(INVOICES, 'typescript', 'web').code).toContain("export const LOCALE = 'de-DE';");
    expect(render(INVOICES, 'typescript', 'web').code).toContain("export const CURRENCY = 'EUR';");
    expect(render(INVOICES, 'python', 'backend').code).toContain('LOCALE = "de_DE"');
    expect(render(INVOICES, 'rust', 'backend').code).toContain(
      'pub const LOCALE: Locale = Locale::de_DE;',
    );
    expect(render(INVOICES, 'kotlin', 'android').code).toContain('Locale.forLanguageTag("de-DE")');
    expect(render(INVOICES, 'swift', 'ios').code).toContain('Locale(identifier: "de_DE")');
    expect(render('format dates and money', 'swift', 'ios').code).toContain(
      'static let currency = "USD"',
    );
    expect(render('prices in ¥', 'kotlin', 'backend').code).toContain('const val CURRENCY = "JPY"');
    expect(render('format dates and money', 'typescript', 'web').explanation).toContain(
      'Locale en-US and currency USD are the defaults',
    );
  });

  it.each(CODE_LANGUAGES)(
    'formats the %s entity the prompt names: Invoice, amount, issued on, paid at',
    (language) => {
      const { code, explanation } = render(INVOICES, language, 'backend');
      expect(code).toMatch(/\bInvoice\b/);
      expect(code).toMatch(
        language === 'python' || language === 'rust' ? /\bissued_on\b/ : /\bissuedOn\b/,
      );
      expect(code).toMatch(
        language === 'python' || language === 'rust' ? /\bpaid_at\b/ : /\bpaidAt\b/,
      );
      expect(explanation).toContain('a formatted value for each of its dates and amounts');
    },
  );

  it('leaves the entity out when the prompt only asks for formatting', () => {
    const { code, explanation } = render('format dates and money', 'typescript', 'web');
    expect(code).not.toContain('interface');
    expect(explanation).not.toContain('The prompt named no fields');
  });

  it('uses Intl in JavaScript, Babel in Python and integer cents in Rust', () => {
    expect(render(INVOICES, 'javascript', 'web').code).toContain('new Intl.NumberFormat(LOCALE');
    expect(render(INVOICES, 'python', 'backend').code).toContain(
      'from babel.numbers import format_currency',
    );
    expect(render(INVOICES, 'python', 'backend').explanation).toContain('Dependencies: babel.');
    expect(render(INVOICES, 'rust', 'backend').code).toContain(
      'pub fn format_money(minor_units: i64, currency: &str)',
    );
  });

  it("formats a day, money and a relative time in the prompt's locale (the JavaScript code, run)", async () => {
    const formatting = (await load(render(INVOICES, 'javascript', 'web').code)) as {
      formatDay: (day: string) => string;
      formatMoney: (amount: number) => string;
      formatRelative: (value: Date, now: Date) => string;
      formatInvoice: (invoice: object) => Record<string, string>;
    };
    const now = new Date('2024-05-10T12:00:00Z');
    expect(formatting.formatDay('2024-05-01')).toBe('01.05.2024');
    expect(formatting.formatMoney(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatting.formatRelative(new Date('2024-05-07T12:00:00Z'), now)).toBe('vor 3 Tagen');
    expect(formatting.formatRelative(new Date('2024-05-10T14:00:00Z'), now)).toBe('in 2 Stunden');
    expect(
      formatting.formatInvoice({
        amount: 99.9,
        issuedOn: '2024-01-31',
        paidAt: '2024-02-01T10:00:00Z',
      }),
    ).toMatchObject({ amount: '99,90\u00a0€', issuedOn: '31.01.2024' });
  });

  it('renders the same code and explanation twice', () => {
    for (const language of CODE_LANGUAGES) {
      expect(render(INVOICES, language, 'web')).toEqual(render(INVOICES, language, 'web'));
    }
  });
});
