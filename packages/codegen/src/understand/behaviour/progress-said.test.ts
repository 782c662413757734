import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/** Progress toward what the idea says: an amount in a unit, or a target reached by what is added. */

describe('progress toward an amount said in a unit', () => {
  it.each([
    [
      "my cycling club: members and their rides with distance in km; show each member's progress toward 1000 km this year",
      'Member',
      'Ride',
      'distance',
      'km',
    ],
    [
      'reading challenge - each kid logs books with the pages read, progress towards 2000 pages',
      'Kid',
      'Book',
      'pages',
      'pages',
    ],
    [
      'our carers log each visit with the hours spent. show progress toward the 150 hours each carer needs for the certificate',
      'Carer',
      'Visit',
      'hoursSpent',
      'h',
    ],
  ])('"%s"', (prompt, owner, logged, field, unit) => {
    const entity = understand(prompt).spec.entities.find((candidate) => candidate.name === owner)!;
    const progress = entity.computed?.find((value) => value.kind === 'progress');
    expect(progress).toMatchObject({ over: { entity: logged }, field, against: 'target' });
    expect(entity.fields.find((candidate) => candidate.name === 'target')).toMatchObject({
      type: 'number',
      unit,
    });
  });
});

describe('progress reached by what the person adds', () => {
  it.each([
    [
      'fundraising jars: each jar has a target amount, we add donations whenever someone gives and it shows how close each jar is to its target',
      'Jar',
      'Donation',
      'targetAmount',
    ],
    [
      'club kitty: each fund has a target amount and we log payments; it shows how close each fund is to the target',
      'Fund',
      'Payment',
      'targetAmount',
    ],
    [
      'holiday fund - every trip has a savings target, I add contributions when I get paid, and it shows how close I am to each target',
      'Trip',
      'Contribution',
      'savingsTarget',
    ],
  ])('"%s"', (prompt, owner, added, target) => {
    const entities = understand(prompt).spec.entities;
    expect(entities.map((entity) => entity.name).sort()).toEqual([added, owner].sort());
    const entity = entities.find((candidate) => candidate.name === owner)!;
    expect(entity.computed).toEqual([
      expect.objectContaining({
        kind: 'progress',
        over: { entity: added, link: expect.any(String) },
        field: 'amount',
        against: target,
      }),
    ]);
    const logged = entities.find((candidate) => candidate.name === added)!;
    expect(logged.fields.find((field) => field.name === 'amount')?.type).toBe('currency');
  });
});

describe('a target each record sets, reached by what it already totals', () => {
  it.each([
    [
      'rowing club, every rower sets a target for the season, logs outings, shows total km rowed and how far through the target each rower is',
      'Rower',
    ],
    [
      'darts league where each player sets a target for the season, logs matches with points, shows total points and how close each player is',
      'Player',
    ],
    [
      'fundraising runners - every runner sets a target for the event, logs runs, shows total km and how far through their target they are',
      'Runner',
    ],
  ])('is progress over that total: %s', (prompt, owner) => {
    expect(behaviourFound(understand(prompt).spec)).toContain(`${owner}.progress`);
  });
});

describe('progress of an amount so far the record keeps', () => {
  it.each([
    [
      'jigsaw puzzles I am doing: each puzzle has the total pieces and I update how many I have placed. show how far through each puzzle I am',
      'Puzzle',
      'placed',
    ],
    [
      'my knitting: each scarf has a target length in rows, and I note how many rows I have knitted so far. show progress on each scarf',
      'Scarf',
      'rowsKnitted',
    ],
    [
      "language course workbooks - every workbook has the total exercises, I keep how many I've done. how close is each workbook to finished?",
      'Workbook',
      'done',
    ],
  ])('"%s"', (prompt, owner, soFar) => {
    const entity = understand(prompt).spec.entities.find((candidate) => candidate.name === owner)!;
    const progress = entity.computed?.find((value) => value.kind === 'progress');
    expect(progress?.over).toBeUndefined();
    expect(progress?.field).toBe(soFar);
    expect(entity.fields.find((field) => field.name === progress?.against)?.type).toBe('number');
    expect(entity.fields.find((field) => field.name === soFar)?.type).toBe('number');
  });
});

describe('progress as how many linked records of a number needed', () => {
  it.each([
    [
      'trading card binders: each binder has a name and how many cards it needs in total. I add cards (number, rarity) to a binder. show how far through each binder I am',
      'Binder',
      'Card',
    ],
    [
      'piano exams - each grade has how many pieces are required, and I add pieces (title, composer) to a grade as I learn them. show how far along each grade is',
      'Grade',
      'Piece',
    ],
    [
      'my stamp pages: every page has a title and how many stamps it needs. I log stamps (country, year) on pages and want to see how far along each page is',
      'Page',
      'Stamp',
    ],
  ])('"%s"', (prompt, owner, counted) => {
    const { spec } = understand(prompt);
    const entity = spec.entities.find((candidate) => candidate.name === owner)!;
    expect(entity.computed).toEqual([
      expect.objectContaining({
        kind: 'progress',
        over: expect.objectContaining({ entity: counted }),
      }),
    ]);
    const progress = entity.computed![0]!;
    expect(progress.field).toBeUndefined();
    expect(entity.fields.find((field) => field.name === progress.against)?.label).toMatch(
      /needed$/,
    );
    expect(behaviourFound(spec)).toContain(`${owner}.progress`);
  });
});

describe('an amount so far said in the passive', () => {
  it.each([
    [
      'quilting: each quilt has its total blocks and I update how many blocks are sewn. show how far along each quilt is',
      'Quilt',
    ],
    [
      'embroidery: each piece has its total stitches and I update how many stitches are done. show how far along each piece is',
      'Piece',
    ],
    [
      'jigsaw puzzles: each puzzle has its total pieces and I update how many pieces are placed; show how far along each puzzle is',
      'Puzzle',
    ],
  ])('"%s" keeps it and the progress toward the total', (prompt, owner) => {
    const spec = understand(prompt).spec;
    expect(behaviourFound(spec)).toEqual([`${owner}.progress`]);
    const progress = spec.entities.find((entity) => entity.name === owner)!.computed![0]!;
    expect(progress.field).not.toBe(progress.against);
  });
});
