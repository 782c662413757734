import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

describe('a person named by what someone does', () => {
  it.each([
    [
      'weather network: members host stations in their gardens, every station has one host',
      'member station | station>member',
    ],
    [
      'walking club: members lead walks, and every walk has one leader',
      'member walk | walk>member',
    ],
    ['swim club: parents coach squads; each squad has one coach', 'parent squad | squad>parent'],
    [
      'charity: cows and the donors who sponsor them; each cow has one sponsor',
      'cow donor | cow>donor',
    ],
    [
      'dance school: pupils and the teachers who coach them; each pupil has one coach',
      'pupil teacher | pupil>teacher',
    ],
    [
      'walking tours: tours and the guides that lead them, each tour has one leader',
      'guide tour | tour>guide',
    ],
  ])('is the one who does it: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    ['book club: members review books and each book has reviews', 'review'],
    ['castles: guides tour castles and each castle has tours', 'tour'],
    ['garage: mechanics service cars and every car has a service history', 'car'],
  ])('…not an act named after the verb: %s', (prompt, record) => {
    expect(modelOf(prompt).split(' | ')[0]?.split(' ')).toContain(record);
  });
});

describe('many that come from one record kept', () => {
  it.each([
    ['dairy: every cow has one stall, and milk samples come in weekly from a cow', 'sample>cow'],
    ['depot: each van has one driver, parcels come back daily from a van', 'parcel>van'],
    ['archive: each donor has one curator, boxes arrive yearly from a donor', 'box>donor'],
  ])('are kept too: %s', (prompt, link) => {
    expect(modelOf(prompt).split(' | ')[1]?.split(' ')).toContain(link);
  });
});

describe('"which one did each X" after the people named', () => {
  it.each([
    [
      'customers, items and repairs on an item. theres 3 cobblers here and i want to keep them and see which one did each repair',
      'repair>cobbler',
    ],
    [
      "boats and trips; there's four skippers and I want to see which one took each trip",
      'trip>skipper',
    ],
    ['jobs and sites. there are two vans and we track which one did each job', 'job>van'],
  ])('is one of them, for each: %s', (prompt, link) => {
    expect(modelOf(prompt).split(' | ')[1]?.split(' ')).toContain(link);
  });
});

describe('"which one did it for each X"', () => {
  it.each([
    [
      'bookings and caretakers; i want to see which one opened up for each booking',
      'booking>caretaker',
    ],
    ['shifts and nurses, and which one covered for each shift', 'shift>nurse'],
    ['matches and referees; we see which one worked for each match', 'match>referee'],
  ])('gives each its one: %s', (prompt, link) => {
    expect(modelOf(prompt).split(' | ')[1]?.split(' ')).toContain(link);
  });
});
