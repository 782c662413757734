import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/** "one lifeguard at one beach per shift": each shift has one of each, and they are its links. */
describe('one of each per a record', () => {
  it.each([
    [
      'Lifeguard rota: beaches, lifeguards and shifts (one lifeguard at one beach per shift).',
      'beach lifeguard shift | shift>beach shift>lifeguard',
    ],
    [
      'Clinic app: nurses, rooms and appointments, one nurse and one room per appointment',
      'appointment nurse room | appointment>nurse appointment>room',
    ],
    [
      'Escape rooms: rooms, groups, sessions - one group in one room per session',
      'group room session | session>group session>room',
    ],
    ['Sports club: coaches and squads, one coach per squad', 'coach squad | squad>coach'],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    // An amount or a paper "per" a record is the record's own.
    ['Votes app: members and polls, one vote per member', 'member poll vote | vote>member'],
    ['Garage: jobs and invoices, one invoice per job', 'invoice job | invoice>job'],
  ])('%s: what is counted is not shared', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
