import { describe, expect, it } from 'vitest';
import { linksOf } from './model-test-kit.ts';

/**
 * "a shift is one nurse covering one ward on one night": a time taking part is one the record is
 * in where the idea keeps it as a record ("one comedian doing 5 mins" makes no record of it).
 */
describe('a time kept as a record takes part', () => {
  it.each([
    [
      'hospital rota: nurses, wards, nights and shifts. a shift is one nurse covering one ward on one night',
      ['shift>night', 'shift>nurse', 'shift>ward'],
    ],
    [
      'dojo: instructors, weeks and classes. each class is one lesson taught by one instructor in one week',
      ['class>instructor', 'class>week'],
    ],
    [
      'radio station: presenters, days and slots. every slot is one show hosted by one presenter on one day',
      ['slot>day', 'slot>presenter'],
    ],
  ])('%s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(links);
  });
});
