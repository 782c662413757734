import { describe, expect, it } from 'vitest';
import { linksOf, modelOf, recordsOf } from './model-test-kit.ts';

describe('one of them, each of them', () => {
  it.each([
    [
      'drilling firm: customers and their boreholes, which of our rigs drilled every borehole',
      'borehole customer rig | borehole>customer borehole>rig',
    ],
    ['depot: crews and vans, one of the crews drove each van', 'crew van | van>crew'],
    ['estate: farms and vets, one of the vets visited each farm', 'farm vet | farm>vet'],
  ])('one of them doing something to each record is that record’s one: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      'sanctuary: donkeys and paddocks. Each of our donkeys grazes in one paddock',
      'donkey>paddock',
    ],
    ['riding school: ponies and fields, each of the ponies lives in one field', 'pony>field'],
    ['marina: boats and berths, each of the boats sits at one berth', 'boat>berth'],
  ])('"each of our Xs" with a verb says where each one is: %s', (prompt, link) => {
    expect(linksOf(prompt)).toEqual([link]);
  });

  it.each([
    ['bakery round: shops and vans, one van serves each shop', 'shop>van'],
    ['hiking club: trails and hikers, every hiker walks a trail', 'hiker>trail'],
    ['sailing club: boats and crews, one crew sails each boat', 'boat>crew'],
  ])('after one counted record, a verb’s "-s" is the verb: %s', (prompt, link) => {
    expect(linksOf(prompt)).toEqual([link]);
  });
});

describe('a count after "each of our"', () => {
  it.each([
    ['fish farm: i note the water level every morning at each of our 4 tanks', 'tank'],
    ['depot: vans and drivers, each of our 12 vans has one driver', 'van'],
    ['orchard: trees, and I log the apples picked from each of the 30 trees', 'tree'],
  ])('is read, counting the records it names: %s', (prompt, record) => {
    expect(modelOf(prompt).split(' | ')[0]?.split(' ')).toContain(record);
  });
});

describe('"the next couple of years": a time ahead, counted', () => {
  it.each([
    [
      "We've booked three cruises for the next couple of years. Each cruise has a total price",
      'cruise',
    ],
    ['concerts for the next couple of years: venue, date', 'concert'],
    ['matches for the next couple of seasons: opponent, date', 'match'],
  ])('names no record of "next": %s', (prompt, record) => {
    expect(recordsOf(prompt)).toEqual([record]);
  });
});

describe('"the visits themselves": a reflexive names nothing', () => {
  it.each([
    ['keep the books themselves, the authors and the loans', ['author', 'book', 'loan']],
    ['log the hikes themselves, the trails and the friends who came', ['friend', 'hike', 'trail']],
    ['track the plants themselves and their waterings', ['plant', 'watering']],
  ])('%s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });
});

describe('"a lot comes from one supplier": lots are records too', () => {
  it.each([
    ['suppliers and lots. a lot comes from a single supplier.', 'lot>supplier'],
    ['cattle market: lots and vendors. a lot belongs to one vendor', 'lot>vendor'],
    ['timber yard: lots of timber and buyers. a lot is sold to one buyer', 'lot>buyer'],
  ])('%s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('"Show what\'s left": the asking verb before a contracted question word', () => {
  it.each([
    [
      "campers and their accounts. Show what's left on each camper's account.",
      ['account', 'camper'],
    ],
    ["kids and chores. Show what's done by each kid", ['chore', 'kid']],
    ["Show what's owed on each invoice. clients and invoices", ['client', 'invoice']],
  ])('%s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });
});

describe('a count standing alone after "each X … one Y"', () => {
  it.each([
    [
      'tutors, pupils and lessons. each pupil has one tutor, and a tutor teaches several. each lesson is for one pupil',
      'lesson pupil tutor | lesson>pupil pupil>tutor',
    ],
    [
      'hives, apiaries and inspections. every hive sits in one apiary, an apiary holds many. each inspection is of one hive',
      'apiary hive inspection | hive>apiary inspection>hive',
    ],
    [
      'owners, boats and repairs. each boat belongs to one owner, though an owner can have a few. every repair is on one boat',
      'boat owner repair | boat>owner repair>boat',
    ],
  ])('counts the records that clause said each of: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"different", "various" before a plural', () => {
  it.each([
    [
      'charity events and volunteers. each event has a date and place. a volunteer can help at different events.',
      'event volunteer | event<>volunteer',
    ],
    [
      'our stables: horses and riders. a rider can ride various horses, each horse with a name',
      'horse rider | horse<>rider',
    ],
    [
      'Ultimate frisbee club: players (name, shirt no.) and squads. A player can turn out for different squads across the season.',
      'player squad | player<>squad',
    ],
  ])('counts several of them: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('counts nothing more of a value: "at different depths"', () => {
    expect(
      recordsOf(
        'i want to log cruises (ship, dates), the stations we occupy on each cruise with lat long, and the water samples taken at a station at different depths',
      ),
    ).not.toContain('depth');
  });

  it('reads "a different crop" as one', () => {
    expect(modelOf('my allotment: beds and crops, each bed has a different crop')).toBe(
      'bed crop | bed>crop',
    );
  });
});

describe('"each X has one Y at one Z"', () => {
  it.each([
    [
      'yoga classes: teachers, studios, classes - each class has one teacher at one studio',
      'class studio teacher | class>studio class>teacher',
    ],
    [
      'tutoring: tutors, rooms and lessons. every lesson has one tutor in one room',
      'lesson room tutor | lesson>room lesson>tutor',
    ],
    [
      'pottery courses: potters, kilns and firings; each firing has one potter at one kiln',
      'firing kiln potter | firing>kiln firing>potter',
    ],
  ])('points each X to the one place too: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"each X is assigned one Y"', () => {
  it.each([
    ['band: players and instruments. each player is assigned one instrument', 'player>instrument'],
    ['dorm: students and lockers, each student is allocated one locker', 'student>locker'],
    ['volunteers and radios: every volunteer is given one radio', 'volunteer>radio'],
  ])('gives each its one: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it('keeps the work holding the link when none is counted: "kids are assigned chores"', () => {
    expect(linksOf('kids and chores: kids are assigned chores')).toEqual(['chore>kid']);
  });
});

describe('"each X has her own Ys"', () => {
  it.each([
    ['seaweed farmers and lines: each farmer has her own lines in the sea', 'line>farmer'],
    ['midwives and mothers: each midwife has her own mothers to visit', 'mother>midwife'],
    ['women farmers and their plots: each farmer has her plots near the river', 'plot>farmer'],
    ['beekeepers and hives: each beekeeper has his own hives', 'hive>beekeeper'],
    ['choir: conductors and choirs, each conductor has his own choirs', 'choir>conductor'],
  ])('gives each Y its one X: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('"only one", "just one", "exactly one"', () => {
  it.each([
    ['kennel: dogs and owners, each dog has only one owner', 'dog owner | dog>owner'],
    [
      'allotments: plots and tenants; a tenant can rent many plots but each plot has only one tenant',
      'plot tenant | plot>tenant',
    ],
    [
      'cows and donors: one donor can sponsor many cows but each cow has just one donor',
      'cow donor | cow>donor',
    ],
  ])('counts one: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

/** "one bundle feeds lots of baskets": a counted noun the tagger read as a verb, then its verb. */
describe('a counted record the tagger read as a verb', () => {
  it.each([
    ['Basket maker: bundles and baskets. One bundle feeds lots of baskets.', ['basket', 'bundle']],
    ['Wine shop: crates and bottles. Each crate ships many bottles.', ['bottle', 'crate']],
  ])('%s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
    expect(linksOf(prompt).filter(Boolean)).toHaveLength(1);
  });
});
