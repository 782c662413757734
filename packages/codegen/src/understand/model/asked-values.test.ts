import { describe, expect, it } from 'vitest';
import { fieldFromPhrase } from '../fields.ts';
import { linksOf, modelOf, recordsOf } from './model-test-kit.ts';
import { dataModelOf } from './data-model.ts';
import { preparePrompt } from '../new-app.ts';

describe('what a record aims at is a value of it', () => {
  it.each([
    [
      'school fete: each stall has a target and we record every sale with the amount. show how close each stall is to its target',
      ['sale', 'stall'],
    ],
    [
      'club fundraiser: each team has a goal, and members log pledges for their team. show how near each team is to its goal',
      ['member', 'pledge', 'team'],
    ],
    [
      'office budget: departments each have a budget and staff file expenses against a department. show what is left of the budget per department',
      ['department', 'expense'],
    ],
  ])('a target, goal or budget said of a record is not a record type: %s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });

  it.each([
    ['target', 'number'],
    ['weekly goal', 'number'],
    ['minimum', 'number'],
    ['spending limit', 'currency'],
    ['savings target', 'currency'],
    ['fundraising goal', 'currency'],
  ])('"%s" is a %s', (phrase, type) => {
    expect(fieldFromPhrase(phrase, [])?.type).toBe(type);
  });
});

describe('a count asked for says nothing of how many there are', () => {
  it.each([
    [
      "customers and their orders (pickup date, price). on each customer show how many orders they've made",
      'order>customer',
    ],
    [
      'gardeners and their plots (size, soil); on each gardener show how many plots they have',
      'plot>gardener',
    ],
    [
      'authors and their books, and next to each author how many books they have written',
      'book>author',
    ],
  ])('"how many" is a question, not "many": %s', (prompt, link) => {
    expect(linksOf(prompt)).toEqual([link]);
  });
});

describe('a measure after "how many" ("with how many miles I did")', () => {
  it.each([
    ['fishing: my lakes and the trips with how many hours I fished', ['lake', 'trip']],
    [
      'running: my routes and each run with how many miles I did; show the longest and the average miles per route',
      ['route', 'run'],
    ],
    [
      'revision: subjects and the sessions I log with how many hours I did, and the average hours for each subject',
      ['session', 'subject'],
    ],
    [
      'hedging: the hedges and each visit to a hedge with how many metres I laid',
      ['hedge', 'visit'],
    ],
    ['fencing: fields and jobs with how many meters I put up', ['field', 'job']],
  ])('is a value, not a record type: %s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });
});

describe('what the app is asked to show, listed ("show the X per Y and the days until Z")', () => {
  it.each([
    ['kennels: dogs and their stays. show the stays per dog and the days until each jab', 'day'],
    [
      'gym: members and their visits. show the visits per member and the weeks until each renewal',
      'week',
    ],
    [
      'car club: cars and bookings. see the bookings per car and the hours until each service',
      'hour',
    ],
  ])('names no record types: %s', (prompt, time) => {
    expect(recordsOf(prompt)).not.toContain(time);
  });
});

describe('"total X" asked per record', () => {
  it.each([
    [
      'shares: holdings and the dividend payments I get for each holding. Show total dividends received per holding',
      'holding payment | payment>holding',
    ],
    [
      'orchard: trees and the pickings from each tree. show total apples picked per tree',
      'picking tree | picking>tree',
    ],
    [
      'bake sale: stalls and the sales at each stall. show total cakes sold per stall',
      'sale stall | sale>stall',
    ],
  ])('is a sum asked for, not records: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"each one has grown": what has happened to each, not what each keeps', () => {
  it.each([
    [
      "I measure each pumpkin's circumference. show how much each one has grown since the previous measurement",
      'one',
    ],
    ['my lodgers and their rent payments. show how much each one has paid', 'one'],
    ['clients and their sessions; show how many sessions each client has had', 'had'],
  ])('names no record or value of what it did: %s', (prompt, word) => {
    const { values } = dataModelOf(preparePrompt(prompt));
    const named = [...values.entries()].flatMap(([record, said]) => [
      record.words.join(' '),
      ...said,
    ]);
    expect(named.filter((phrase) => phrase.split(' ').includes(word))).toEqual([]);
  });
});
