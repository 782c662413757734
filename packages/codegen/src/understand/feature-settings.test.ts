import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';

const specOf = (prompt: string) => understand(prompt).spec;
const sortOf = (prompt: string) =>
  specOf(prompt).entities.flatMap((entity) =>
    entity.sort ? [{ entity: entity.name, ...entity.sort }] : [],
  );
const fieldNames = (prompt: string) =>
  specOf(prompt).entities.flatMap((entity) => entity.fields.map((field) => field.name));

describe('feature phrases that set how a feature works', () => {
  it.each([
    ['a reading log sorted by rating', { entity: 'Book', field: 'rating', descending: true }],
    [
      'a todo list ordered by due date, soonest first',
      { entity: 'Todo', field: 'dueDate', descending: false },
    ],
    [
      'recipes sorted alphabetically by name',
      { entity: 'Recipe', field: 'name', descending: false },
    ],
    ['books ranked by pages, most first', { entity: 'Book', field: 'pages', descending: true }],
  ])('"%s" sets the list\'s first order', (prompt, sort) => {
    expect(sortOf(prompt)).toEqual([sort]);
    expect(specOf(prompt).features).toContain('sorting');
  });

  it.each([
    ['Wedding planner: vendors and payments with amount, payments sorted by amount', 'Payment'],
    ['Trips with date and distance, and expenses with price; trips sorted by distance', 'Trip'],
    ['Owners and pets; each pet belongs to an owner; pets sorted by birthday', 'Pet'],
  ])('"%s" sorts the records named just before', (prompt, entity) => {
    expect(sortOf(prompt).map((sort) => sort.entity)).toEqual([entity]);
  });

  it.each([
    ['a reading log with monthly stats', 'month'],
    ['expense tracker with weekly totals', 'week'],
    ['a run log with a summary per day', 'day'],
    ['savings with a yearly report', 'year'],
  ])('"%s" groups the stats by a period', (prompt, period) => {
    const spec = specOf(prompt);
    expect(spec.statsPeriod).toBe(period);
    expect(spec.features).toContain('stats');
  });

  it.each([
    ['an expense tracker with weekly totals, sorted by amount'],
    ['a reading log sorted by rating with monthly stats'],
    ['a habit tracker: name, streak, filter by category, grouped by day'],
  ])('no field is made of "%s"\'s feature phrases', (prompt) => {
    expect(
      fieldNames(prompt).filter((name) => /sort|filter|group|stats|totals/i.test(name)),
    ).toEqual([]);
  });

  it.each([
    ['Wine cellar: wines and bottles of each wine, sorted by vintage, newest first', 'newest'],
    ['Books: title, author, pages, sorted by pages, the highest ones first', 'highest'],
    ['Plants: name, species, watered on, sorted by name, alphabetically', 'alphabetical'],
  ])('the way of a sort is no field: %s', (prompt, way) => {
    expect(fieldNames(prompt).filter((name) => name.toLowerCase().includes(way))).toEqual([]);
    expect(sortOf(prompt)).toHaveLength(1);
  });
});
