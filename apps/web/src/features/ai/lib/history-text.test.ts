import { describe, expect, it } from 'vitest';
import { historyResponseText, showsCode } from './history-text';

describe('historyResponseText', () => {
  it('shows a success as the stored result', () => {
    expect(
      historyResponseText({ type: 'code_generation', status: 'success', result: 'let a = 1;' }),
    ).toBe('let a = 1;');
  });

  it("prefixes a failed generation with 'Generation failed: ' (spec 02 §8)", () => {
    expect(
      historyResponseText({ type: 'ui_generation', status: 'error', result: 'Model timed out' }),
    ).toBe('Generation failed: Model timed out');
  });

  it("says 'Unknown error' when the server gave no message", () => {
    expect(historyResponseText({ type: 'code_generation', status: 'error', result: ' ' })).toBe(
      'Generation failed: Unknown error',
    );
  });

  it('names a failed analysis as such', () => {
    expect(
      historyResponseText({ type: 'analysis', status: 'error', result: 'Parser crashed' }),
    ).toBe('Analysis failed: Parser crashed');
  });
});

describe('showsCode', () => {
  it('highlights successful generations that name a language, nothing else', () => {
    expect(showsCode({ type: 'code_generation', status: 'success', language: 'python' })).toBe(
      true,
    );
    expect(showsCode({ type: 'ui_generation', status: 'success', language: 'swift' })).toBe(true);
    expect(showsCode({ type: 'code_generation', status: 'success', language: null })).toBe(false);
    expect(showsCode({ type: 'code_generation', status: 'error', language: 'python' })).toBe(false);
    expect(showsCode({ type: 'analysis', status: 'success', language: 'typescript' })).toBe(false);
  });
});
