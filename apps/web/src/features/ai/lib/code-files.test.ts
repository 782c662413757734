import { CODE_LANGUAGES } from '@appforge/shared/contracts/ai';
import { describe, expect, it } from 'vitest';
import { baseName, codeFileName, grammarOfLanguage, grammarOfPath } from './code-files';

describe('codeFileName', () => {
  it('names the download after the prompt, in each language’s style and extension', () => {
    const prompt = 'A REST client for products with retry and timeout';
    expect(CODE_LANGUAGES.map((language) => codeFileName(language, prompt))).toEqual([
      'rest-client-products-retry-timeout.ts',
      'rest-client-products-retry-timeout.js',
      'rest_client_products_retry_timeout.py',
      'RestClientProductsRetryTimeout.swift',
      'RestClientProductsRetryTimeout.kt',
      'rest_client_products_retry_timeout.rs',
    ]);
  });

  it('keeps at most five words and drops punctuation', () => {
    expect(codeFileName('typescript', 'Parse a CSV of contacts: name, email & phone!')).toBe(
      'parse-csv-contacts-name-email.ts',
    );
  });

  it('falls back to "generated" when the prompt has no usable word', () => {
    expect(codeFileName('python', '  ¿¡ !! ')).toBe('generated.py');
    expect(codeFileName('kotlin', 'a the of')).toBe('Generated.kt');
  });
});

describe('grammars', () => {
  it('highlights each language with a grammar Prism knows, JSX-aware for the web languages', () => {
    expect(CODE_LANGUAGES.map(grammarOfLanguage)).toEqual([
      'tsx',
      'jsx',
      'python',
      'swift',
      'kotlin',
      'rust',
    ]);
    expect(grammarOfLanguage(null)).toBe('plain');
    expect(grammarOfLanguage('cobol')).toBe('plain');
  });

  it('picks a file’s grammar from its extension', () => {
    expect(grammarOfPath('src/LoginForm.tsx')).toBe('tsx');
    expect(grammarOfPath('LoginForm.swift')).toBe('swift');
    expect(grammarOfPath('ui/LoginForm.kt')).toBe('kotlin');
    expect(grammarOfPath('login-form.css')).toBe('css');
    expect(grammarOfPath('Makefile')).toBe('plain');
  });

  it('downloads a file under its last path segment', () => {
    expect(baseName('src/components/LoginForm.tsx')).toBe('LoginForm.tsx');
    expect(baseName('LoginForm.kt')).toBe('LoginForm.kt');
  });
});
