import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { modelOf } from './model-test-kit.ts';

const entitiesOf = (prompt: string) => understand(prompt).spec.entities;

describe('record types listed with their fields in parentheses', () => {
  it.each([
    [
      'Build a CRM with companies (name, website), contacts (name, email, company) and deals (title, value, contact, stage: lead/won/lost)',
      'Deal',
      'stage',
      ['Lead', 'Won', 'Lost'],
    ],
    [
      'An app for my shop with products (name, price, size: S/M/L) and orders (date, product, status: new/paid/sent)',
      'Order',
      'status',
      ['New', 'Paid', 'Sent'],
    ],
    [
      'Gym tracker with workouts (date, type: strength/cardio) and exercises (name, sets, workout)',
      'Workout',
      'type',
      ['Strength', 'Cardio'],
    ],
  ])('a colon inside the parentheses does not end the list: %s', (prompt, name, field, options) => {
    const entities = entitiesOf(prompt);
    expect(entities.length).toBeGreaterThanOrEqual(2);
    const entity = entities.find((candidate) => candidate.name === name);
    expect(entity?.fields.find((candidate) => candidate.name === field)?.options).toEqual(options);
    expect(
      entities.flatMap((candidate) => candidate.fields).some((f) => f.type === 'relation'),
    ).toBe(true);
  });
});

describe('values in parentheses after a clause that takes the plural back ("as I develop them")', () => {
  it.each([
    [
      'darkroom: I hang prints as I develop them (size, paper) in one of the batches',
      'Print',
      'paper',
    ],
    [
      'swap binders for my son: he adds cards as he opens them (player, team) to one of his binders',
      'Card',
      'team',
    ],
    [
      'allotment: I weigh the marrows as we pick them (weight, date) from each bed',
      'Marrow',
      'weight',
    ],
  ])("are the plural's: %s", (prompt, name, value) => {
    const entity = understand(prompt).spec.entities.find((candidate) => candidate.name === name);
    expect(entity?.fields.map((field) => field.name)).toContain(value);
  });
});

describe('values after "X is one Y in one Z with …"', () => {
  it.each([
    [
      'bike hire: riders, bikes and hires - a hire = one rider on one bike w/ start and end time',
      'Hire',
      'endTime',
    ],
    [
      'kennels: dogs and runs; a stay is one dog in one run with arrival and departure dates',
      'Stay',
      'arrival',
    ],
    [
      'hotel: guests and rooms. a booking is one guest in one room with check-in date and nights',
      'Booking',
      'checkInDate',
    ],
  ])('are what X keeps: %s', (prompt, name, value) => {
    const entities = entitiesOf(prompt);
    const owner = entities.find((entity) => entity.fields.some((field) => field.name === value));
    expect(owner?.name).toBe(name);
  });
});

describe('"Xs (one Y at one Z, …)"', () => {
  it.each([
    [
      'crossings, officers and shifts (one officer at one crossing on a date, regular or cover)',
      'crossing officer shift | shift>crossing shift>officer',
    ],
    [
      'boats, skippers and charters (one boat with one skipper for a day, price)',
      'boat charter skipper | charter>boat charter>skipper',
    ],
    [
      'lanes, swimmers and heats (one swimmer at one lane in a gala, time)',
      'heat lane swimmer | heat>lane heat>swimmer',
    ],
  ])('gives each X the one of each it names: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a clause in parentheses, then examples', () => {
  it.each([
    [
      'a car valeting app: customers, cars (a customer can have more than one, e.g. families with two cars) and valets',
      'car customer valet | car>customer',
    ],
    [
      'vet app: owners, pets (an owner can have more than one, for example cats and dogs), visits',
      'owner pet visit | pet>owner visit>pet',
    ],
    [
      'piano tuner: clients, pianos (a client may own several, e.g. schools), tunings',
      'client piano tuning | piano>client tuning>piano',
    ],
  ])('is read as a clause, not as values: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });
});
