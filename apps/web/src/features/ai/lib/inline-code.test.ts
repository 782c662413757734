import { describe, expect, it } from 'vitest';
import { inlineCodeParts } from './inline-code';

describe('inlineCodeParts', () => {
  it('splits text at paired backticks', () => {
    expect(inlineCodeParts('Call `debounce(fn, 300)` from `onInput`.')).toEqual([
      { text: 'Call ', code: false },
      { text: 'debounce(fn, 300)', code: true },
      { text: ' from ', code: false },
      { text: 'onInput', code: true },
      { text: '.', code: false },
    ]);
  });

  it('leaves an unpaired backtick and plain text as they are', () => {
    expect(inlineCodeParts('a ` b')).toEqual([{ text: 'a ` b', code: false }]);
    expect(inlineCodeParts('')).toEqual([]);
  });
});
