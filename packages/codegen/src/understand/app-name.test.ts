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

describe('an app named after its records', () => {
  it.each([
    'fish farm: I note the water level every morning at each of our 4 tanks, and the lowest level per tank',
    'we measure the height at each of our hedges monthly, highest height per hedge',
    'river club: we note the flow at each of our 3 weirs every day and the highest flow per weir',
  ])('"%s" names the record types it keeps, not a kind’s', (prompt) => {
    const { spec } = understand(prompt);
    const plurals = spec.entities.map((entity) =>
      entity.pluralName.replace(/([a-z])([A-Z])/g, '$1 $2'),
    );
    const parts = spec.appName.split(/\s*(?:&|,)\s*/);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(plurals).toContain(part);
  });
});

describe('"each time", "every time" after "log" or "track"', () => {
  it.each([
    "gift cards with their starting amount; log each time I spend some and show what's left on each",
    'log each time I walk the dog',
    'track every time the baby feeds',
  ])('"%s" says when, and names neither the app nor a record "Time"', (prompt) => {
    const { spec } = understand(prompt);
    expect(spec.appName).not.toMatch(/\btime\b/i);
    expect(spec.entities.map((entity) => entity.name)).not.toContain('Time');
  });
});

describe('"a named X" says which one, not what the app is called', () => {
  it.each([
    ['parks, play items and inspections; each park has a named contact', 'contact'],
    ['volunteers and shifts, each shift with a named supervisor', 'supervisor'],
    ['projects, each with the named lead, and tasks', 'lead'],
    ['my friends and every call. how many times I have called them', 'them'],
    ['my mum and her calls: how often she called me', 'me'],
    ['the people who called us and what they asked', 'us'],
  ])('%s', (prompt, word) => {
    expect(understand(prompt).spec.appName.toLowerCase()).not.toBe(word);
  });

  it.each([
    ['a recipe app called Nonna’s Kitchen', 'Nonna’s Kitchen'],
    ['an app named Shelf for my books', 'Shelf'],
  ])('while "called X", "named X" still names it: %s', (prompt, name) => {
    expect(understand(prompt).spec.appName).toBe(name);
  });
});
