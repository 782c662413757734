import { describe, expect, it } from 'vitest';
import { FONT_SIZE_RANGE, UI_THEME_DEFAULTS, wholeNumberIn } from './ui-theme';

describe('the UI theme', () => {
  it('starts from the brand colours and 16 px for the font size and spacing', () => {
    expect(UI_THEME_DEFAULTS).toEqual({
      primaryColor: '#06B6D4',
      secondaryColor: '#10B981',
      fontSize: 16,
      spacing: 16,
    });
  });

  it('brings a typed number inside its range, rounded, or uses the fallback', () => {
    expect(wholeNumberIn('18', FONT_SIZE_RANGE, 16)).toBe(18);
    expect(wholeNumberIn('17.6', FONT_SIZE_RANGE, 16)).toBe(18);
    expect(wholeNumberIn('2', FONT_SIZE_RANGE, 16)).toBe(8);
    expect(wholeNumberIn('400', FONT_SIZE_RANGE, 16)).toBe(48);
    expect(wholeNumberIn('', FONT_SIZE_RANGE, 16)).toBe(16);
    expect(wholeNumberIn('abc', FONT_SIZE_RANGE, 16)).toBe(16);
  });
});
