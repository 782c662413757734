import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';

describe('a question after "track" names no records', () => {
  it.each([
    'track how much I spend on coffee',
    'an app to track what my kids eat',
    'track how long I sleep each night',
    'I lend stuff to friends and want to track what I lent to who and when it should come back',
  ])('"%s" is named after what it keeps, not "What" or "How"', (prompt) => {
    const { spec } = understand(prompt);
    expect(spec.appName).not.toMatch(/^(?:what|how)\b/i);
    expect(spec.entities.map((entity) => entity.name)).not.toContainEqual(
      expect.stringMatching(/^(?:What|How)/),
    );
  });
});
