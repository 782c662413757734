import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "Trips: date, which kayak, which paddler": an item of a record's values that asks which of
 * other records each one has is a link to that record, however the list is introduced.
 */
describe('an item asking which record each one has', () => {
  it.each([
    [
      'Kayaks and paddlers. Trips: date, which kayak, which paddler, distance.',
      'kayak paddler trip | trip>kayak trip>paddler',
    ],
    [
      'Customers, our 4 engineers, and service calls - which customer, which engineer went, what was done.',
      'call customer engineer | call>customer call>engineer',
    ],
    [
      'Party tents (size, colour), clients, and bookings. Damage reports (which tent, which booking, what tore, cost).',
      'booking client report tent | report>booking report>tent',
    ],
    [
      'Our 5 pitches, the 12 stallholders, and markets: date, which pitch, which stallholder came, takings.',
      'market pitch stallholder | market>pitch market>stallholder',
    ],
    [
      'Tool library: tools (name, condition) and members. Log every lending with which tool went out and which member took it.',
      'lending member tool | lending>member lending>tool',
    ],
  ])('links it: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

/**
 * "practice nights (date, which ringers came)": an item asking which of other records, in the
 * plural, has several of them each, and each of them in several.
 */
describe('an item asking which records each one has, in the plural', () => {
  it.each([
    [
      'Bell ringing practice: our ringers, and practice nights (date, which ringers came).',
      'night ringer | night<>ringer',
    ],
    [
      'Our quiz league: players and quiz nights (date, venue, which players turned up)',
      'night player | night<>player',
    ],
    [
      'Kayak trips (date, which paddlers came along, distance) and the paddlers',
      'paddler trip | paddler<>trip',
    ],
    [
      'Volunteer gardeners and work days: date, which gardeners helped, what we planted.',
      'day gardener | day<>gardener',
    ],
  ])('links many of each: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
