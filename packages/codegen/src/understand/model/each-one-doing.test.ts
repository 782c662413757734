import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "Each crossing one captain sails one boat on one route": a clause opening with each of a record,
 * then what one doer does to one thing, tells what each record is; the doer, the thing and the
 * place all take part in it (the verb's bare form, "one captain sail one boat", reads the same).
 */

describe('what one doer does to one thing, each time', () => {
  it.each([
    [
      'Ferry app: boats, captains and routes. Each crossing one captain sails one boat on one route.',
      'boat captain crossing route | crossing>boat crossing>captain crossing>route',
    ],
    [
      'Ferry app: boats, captains and routes. Each crossing one captain sail one boat on one route.',
      'boat captain crossing route | crossing>boat crossing>captain crossing>route',
    ],
    [
      'Driving school: instructors, cars and pupils. Every lesson one instructor takes one pupil in one car.',
      'car instructor lesson pupil | lesson>car lesson>instructor lesson>pupil',
    ],
    [
      'Tractor hire: farmers and tractors. Each hire one farmer takes one tractor for a day.',
      'farmer hire tractor | hire>farmer hire>tractor',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('leaves a time alone: "each week one volunteer cleans one hut" names no record of weeks', () => {
    expect(modelOf('Hut rota: volunteers and huts. Each week one volunteer cleans one hut.')).toBe(
      'hut volunteer | volunteer>hut',
    );
  });
});

describe('what each one makes once on each occasion', () => {
  it.each([
    [
      'Pottery class: students and classes. In each class every student throws one pot.',
      'class pot student | pot>class pot>student',
    ],
    [
      'Cooking school: pupils and sessions; at every session each pupil cooks a dish.',
      'dish pupil session | dish>pupil dish>session',
    ],
    [
      'Art club: members and meetings, and at each meeting every member paints one picture.',
      'meeting member picture | picture>meeting picture>member',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
