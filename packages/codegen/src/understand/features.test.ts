import { describe, expect, it } from 'vitest';
import { featuresIn } from './features.ts';

describe('featuresIn', () => {
  it.each([
    'a notes app with dark mode',
    'a reading log with a dark purple theme',
    'budget tracker, dark UI please',
    'a journal with a dark colour scheme',
    'a plant app that works in light and dark',
  ])('hears a dark look asked for in "%s"', (idea) => {
    expect(featuresIn(idea)).toContain('darkMode');
  });

  it.each([
    'a darkroom log for film rolls',
    'track when it gets dark outside',
    'a dark chocolate tasting log',
  ])('does not hear one in "%s"', (idea) => {
    expect(featuresIn(idea)).not.toContain('darkMode');
  });
});
