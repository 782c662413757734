import { describe, expect, it } from 'vitest';
import { linksOf } from './model-test-kit.ts';

/**
 * "plots, the vines growing in each plot, and every pollination we do on a vine": a participle
 * that describes a listed phrase ends at the list's next comma; what follows is the next record
 * of the list, not a second place of the participle.
 */
describe("a listed phrase's participle ends at the list's next comma", () => {
  it.each([
    [
      'beekeeping: apiaries, the hives standing in each apiary, and every inspection we do on a hive',
      ['hive>apiary', 'inspection>hive'],
    ],
    [
      'school: classes, the pupils sitting in each class, and each report we write about a pupil',
      ['pupil>class', 'report>pupil'],
    ],
    [
      'orchard app: rows, the trees planted in each row, and every pruning we make on a tree (date, notes)',
      ['pruning>tree', 'tree>row'],
    ],
  ])('%s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(links);
  });
});
