import { AI_PROMPT_MAX_LENGTH } from '@appforge/shared/contracts/ai';
import { describe, expect, it } from 'vitest';
import { CODE_SUGGESTIONS, UI_SUGGESTIONS } from './suggestions';

describe.each([
  ['code', CODE_SUGGESTIONS],
  ['UI', UI_SUGGESTIONS],
])('the %s suggestions', (_, suggestions) => {
  it('are six distinct prompts the server accepts', () => {
    expect(suggestions).toHaveLength(6);
    expect(new Set(suggestions).size).toBe(6);
    for (const suggestion of suggestions) {
      expect(suggestion.trim()).toBe(suggestion);
      expect(suggestion.length).toBeGreaterThan(10);
      expect(suggestion.length).toBeLessThanOrEqual(AI_PROMPT_MAX_LENGTH);
    }
  });
});

it('offers one UI suggestion per built-in design', () => {
  for (const design of ['login form', 'profile card', 'settings screen', 'pricing table', 'empty state', 'onboarding'])
    expect(UI_SUGGESTIONS.some((suggestion) => suggestion.toLowerCase().includes(design))).toBe(true);
});
