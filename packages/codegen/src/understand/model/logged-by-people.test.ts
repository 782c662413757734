import { describe, expect, it } from 'vitest';
import { dataModelOf } from './data-model.ts';

/**
 * People who log what they do are kept with what they log ("volunteers log each shift"), and the
 * unit a record is logged with ("with the hours worked") is a value of it, never a record type.
 */

const read = (prompt: string) => {
  const model = dataModelOf(prompt);
  return {
    records: model.records.map((record) => record.words.join(' ')).sort(),
    links: model.links.map(
      (link) => `${link.child.words.join(' ')}>${link.parent.words.join(' ')}`,
    ),
    values: [...model.values].map(
      ([record, said]) => `${record.words.join(' ')}: ${said.join(', ')}`,
    ),
  };
};

describe('what people log', () => {
  it.each([
    [
      "Our charity's volunteers log each shift with the hours worked",
      'shift',
      'volunteer',
      'the hours worked',
    ],
    [
      'our drivers log each delivery with the miles driven',
      'delivery',
      'driver',
      'the miles driven',
    ],
    ['our walkers log each walk with the km covered', 'walk', 'walker', 'the km covered'],
  ])('"%s"', (prompt, logged, people, value) => {
    expect(read(prompt)).toEqual({
      records: [logged, people].sort(),
      links: [`${logged}>${people}`],
      values: [`${logged}: ${value}`],
    });
  });

  it.each([
    'show total hours per volunteer',
    'the total km per walker this month',
    'how many minutes each dog has been walked',
  ])('"%s": a unit asked of a record is no record of its own', (prompt) => {
    expect(read(prompt).records.some((record) => /hour|km|minute/.test(record))).toBe(false);
  });
});

describe('what we log', () => {
  it.each([
    ['we record donations from donors for each appeal', 'donation'],
    ['our choir: we record payments from members', 'payment'],
    ['we log sales at every market stall', 'sale'],
  ])('"%s" keeps what is logged, whatever else "we" do', (prompt, logged) => {
    expect(read(prompt).records).toContain(logged);
  });
});
