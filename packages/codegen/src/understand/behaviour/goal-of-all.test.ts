import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

/** Progress of all the records toward a whole the idea states once. */

const summaryOf = (prompt: string, name: string) =>
  understand(prompt).spec.entities.find((entity) => entity.name === name)?.summary ?? [];

describe('progress of all records toward a whole the idea states', () => {
  it.each([
    [
      "Cycling from Land's End to John o' Groats over the summer, 874 miles in all. I log each ride with the date and miles. Show how much of the 874 I've done.",
      'Ride',
      874,
      'miles',
    ],
    [
      'Swimming the Channel distance in our local pool this winter, 34 km in all. I log each swim with the date and km. How close am I to the 34?',
      'Swim',
      34,
      'km',
    ],
  ])('"%s" sums the amount toward it', (prompt, owner, target, field) => {
    expect(summaryOf(prompt, owner)).toContainEqual(
      expect.objectContaining({ kind: 'progress', target, field }),
    );
  });

  it.each([
    [
      "I'm reading all 41 Discworld books in order. Mark each book read when I finish it and show how far through the 41 I am.",
      'Book',
      41,
    ],
    [
      'Our choir is learning 12 new songs for the Christmas concert; mark each song learned once we know it, and show how many of the 12 we have learned.',
      'Song',
      12,
    ],
  ])('"%s" counts the records done toward it', (prompt, owner, target) => {
    const progress = summaryOf(prompt, owner).find((value) => value.kind === 'progress');
    expect(progress).toMatchObject({ target });
    const done = understand(prompt)
      .spec.entities.find((entity) => entity.name === owner)
      ?.fields.find((field) => field.name === progress?.field);
    expect(done?.type).toMatch(/boolean|date/);
  });

  it.each([
    'Dojo app where students check in at each class; a student needs 40 classes for the next belt, show progress toward that',
    'Film rolls of 24 or 36 exposures, and every frame I take (place, aperture). Show how far through each roll I am.',
  ])('"%s" asks it of each record, not of all', (prompt) => {
    const summaries = understand(prompt).spec.entities.flatMap((entity) => entity.summary ?? []);
    expect(summaries.filter((value) => value.kind === 'progress')).toEqual([]);
  });
});
