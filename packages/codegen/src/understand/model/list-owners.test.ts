import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { modelOf } from './model-test-kit.ts';

const specOf = (prompt: string) => understand(prompt).spec;
const fieldNames = (prompt: string, entity: string) =>
  specOf(prompt)
    .entities.find((candidate) => candidate.name === entity)
    ?.fields.map((field) => field.name) ?? [];

describe('whose a list of values is', () => {
  it.each([
    ['Something like Strava: a ride journal with distance, climb and bike', 'ride'],
    ['Like Etsy: a craft order book with buyer, item and price', 'order'],
    ['Similar to Duolingo: a word trainer with word, meaning and level', 'word'],
  ])('one thing after a colon says what the app is, not a value: %s', (prompt, record) => {
    expect(modelOf(prompt).split(' | ')[0]).toContain(record);
  });

  it.each([
    [
      'an app to share rides with neighbours: pickup time, seats, neighbour and fare',
      'ride>neighbour',
    ],
    ['a way to lend tools to friends: tool name, due back, friend and deposit', 'tool>friend'],
    [
      'an app to swap plants with gardeners: species, pot size, gardener and date',
      'plant>gardener',
    ],
  ])('a list naming the record before it is said of the one before that: %s', (prompt, link) => {
    expect(modelOf(prompt).split(' | ')[1]).toContain(link);
  });

  it.each([
    ['save my favourite quotes with author, quote, source and year', 'FavouriteQuote', 'quote'],
    ['keep my jokes with title, joke and rating', 'Joke', 'joke'],
    ['collect recipes with name, recipe, cuisine and time', 'Recipe', 'recipe'],
  ])('one of the record itself among its values is its own text: %s', (prompt, entity, field) => {
    expect(fieldNames(prompt, entity)).toContain(field);
  });

  it.each([
    ['a snippet library with title, language, tags and favourite, with search', ['tags', 'search']],
    ['a quote keeper: text, author, favourite and dark mode', ['favorites', 'darkMode']],
    ['my film list with title, year, search and filters', ['search', 'filters']],
  ])('a feature named among values is asked for: %s', (prompt, features) => {
    expect(specOf(prompt).features).toEqual(expect.arrayContaining(features));
  });

  it.each([
    ['a plant diary with photos and offline use', 'offline'],
    ['a budget app with offline access', 'offline'],
  ])('a feature named by what it gives is one: %s', (prompt, feature) => {
    expect(specOf(prompt).features).toContain(feature);
  });
});

describe('what a list holds', () => {
  it.each([
    'a meditation tracker with streaks',
    'a water tracker with daily streaks and reminders',
    'a savings app with balances',
  ])('a plural that is a worked-out value is no record type: %s', (prompt) => {
    expect(modelOf(prompt)).not.toMatch(/streak|balance/);
  });

  it.each([
    ['A swim log: sessions with date and pool, laps with stroke, time and distance', 'lap>session'],
    ['Garden: beds with size and soil, plantings with crop, date and row', 'planting>bed'],
    ['Studio: classes with time and room, bookings with name and paid', 'booking>class'],
  ])('an item that a list of its own describes is a record its owner holds: %s', (prompt, link) => {
    expect(modelOf(prompt).split(' | ')[1]).toContain(link);
  });

  it.each([
    [
      'a wine list with name, colour (Red, White, Rose) and price',
      'colour',
      ['Red', 'White', 'Rose'],
    ],
    [
      'a wine list with name, body (Light, Medium, Full) and price',
      'body',
      ['Light', 'Medium', 'Full'],
    ],
    [
      'tasks with title, priority (Someday, Soon, Now) and due date',
      'priority',
      ['Someday', 'Soon', 'Now'],
    ],
  ])(
    'choices in parentheses after a value are its options, not values: %s',
    (prompt, field, options) => {
      const fields = specOf(prompt).entities[0]?.fields ?? [];
      expect(fields.find((candidate) => candidate.name === field)?.options).toEqual(options);
      const labels = new Set(fields.map((candidate) => candidate.label));
      expect(options.filter((option) => labels.has(option))).toEqual([]);
    },
  );

  it.each([
    'a photo journal; share photos with family',
    'a packing list app; I send my lists with friends',
    'track hikes and share hikes with my club',
  ])('whom things are shared with are not kept: %s', (prompt) => {
    expect(modelOf(prompt)).not.toMatch(/family|friend|club/);
  });
});
