import { describe, expect, it } from 'vitest';
import { linksOf, recordsOf } from './model-test-kit.ts';

describe('where a clause ends', () => {
  it.each([
    [
      'Gym: classes where a coach runs one studio, and the bookings for each class',
      ['class>studio', 'booking>class'],
    ],
    [
      'Vet app: visits where a vet sees one pet, and the invoices for each visit',
      ['visit>pet', 'invoice>visit'],
    ],
    [
      'Tutoring: sessions where one tutor teaches one pupil, and the notes on each session',
      ['session>tutor', 'session>pupil', 'note>session'],
    ],
  ])('a "where" clause ends at the list’s next item: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(expect.arrayContaining(links));
    expect(linksOf(prompt)).not.toContain(
      `${links[0]?.split('>')[0]}>${links.at(-1)?.split('>')[0]}`,
    );
  });

  it.each([
    [
      'Dental lab: jobs where one dentist orders one crown and a technician makes the job',
      'job>technician',
    ],
    [
      'Kennels: stays where one dog sleeps in one kennel and a walker exercises the stay',
      'stay>walker',
    ],
  ])('every verb of a "where" clause is read with it: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['Landlord app: tenants and the flats they rent, the repairs in each flat', 'flat>tenant'],
    ['Orchard app: growers and the trees they own, the harvests from each tree', 'tree>grower'],
  ])('a comma right after a verb ends what it says: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['Farm app: a farmer can have many fields, crops in each field, and harvests', 'crop>field'],
    ['Museum app: a wing can have many galleries, paintings in each gallery', 'painting>gallery'],
  ])('a phrase placed in each of another is its own record, not an object: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('who does what', () => {
  it.each([
    ['Vineyard: rows, each vine tied by one worker', 'vine>worker'],
    ['Book club: meetings (date, venue) each led by one host', 'meeting>host'],
    ['Choir: rehearsals (date) each taken by one conductor', 'rehearsal>conductor'],
  ])('"each" before a passive is each of the phrase before: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    [
      'Optician: patients, their glasses, fittings of one pair done by one optician',
      'fitting>optician',
    ],
    ['Garage: cars, and services of one car done by one mechanic', 'service>mechanic'],
  ])('what is done to one of an act’s things is the act’s: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    [
      'Chess club: games, and each game is one board played by one member, watched by one arbiter',
      ['game>board', 'game>member', 'game>arbiter'],
    ],
    [
      'Climbing: ascents, and each ascent is one route climbed by one climber, checked by one coach',
      ['ascent>route', 'ascent>climber', 'ascent>coach'],
    ],
  ])('a participle set apart goes on saying what the act has: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(expect.arrayContaining(links));
  });

  it.each([
    ['Harbour: moorings and the buoy each mooring uses', 'mooring>buoy'],
    ['Farm: paddocks and the trough each paddock shares', 'paddock>trough'],
  ])('"the Y each X verbs": each X has one Y: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['Running club: races, and a runner enters many races', 'race<>runner'],
    ['Library: loans of books, and a reader borrows many books', 'loan>reader'],
  ])('many said of records kept makes their people records: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('words a person writes loosely, again', () => {
  it.each([
    ['Allotment app: plots n crops n harvests', ['crop', 'harvest', 'plot']],
    ['Bakery: loaves + ovens + bakers', ['baker', 'loaf', 'oven']],
  ])('"n" and "+" are "and": %s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(expect.arrayContaining(records));
  });

  it.each([
    ['Boatyard: boats, wich need repairs, and the slipways', 'slipway'],
    ['Farm shop: suppliers and thier products', 'product'],
  ])('mistyped function words are read as meant: %s', (prompt, record) => {
    expect(recordsOf(prompt)).toContain(record);
  });

  it.each([
    ['Gym: members and lockers, plus visits per member per day', 'day'],
    ['Dairy: cows and milkings per cow per morning', 'morning'],
  ])('a time after "per" is never a record: %s', (prompt, time) => {
    expect(recordsOf(prompt)).not.toContain(time);
  });

  it.each([
    ['Lab: samples with density in kgl, and batches', 'kgl'],
    ['Power app: meters and readings with usage in kwh', 'kwh'],
  ])('a unit after "in" is never a record: %s', (prompt, unit) => {
    expect(recordsOf(prompt)).not.toContain(unit);
  });
});

describe('"Also the Xs we <verb> during a Y." and "Oh and the Xs …" after the list', () => {
  it.each([
    ['Campers and the camps they attend. Also the outings we run during a camp.', 'outing>camp'],
    ['Campers and the camps they attend. Oh and the outings during a camp.', 'outing>camp'],
    ['Festivals and the bands. Also the talks we host during a festival.', 'talk>festival'],
    ['Um, the trips and the travellers. And the excursions during a trip.', 'excursion>trip'],
  ])('names a record type of its own: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('"…, takes place in one hall", "takes part in"', () => {
  it.each([
    [
      'classes, halls and tutors. Each class is for one tutor, takes place in one hall.',
      'class>hall',
    ],
    [
      'weddings, venues and couples. Each wedding is for one couple, takes place at one venue.',
      'wedding>venue',
    ],
    ['gigs, bands and stages. Each gig is by one band, takes place on one stage.', 'gig>stage'],
  ])('places each record, and names no record "take": %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
    expect(recordsOf(prompt)).not.toContain('take');
  });
});

describe('"after 6 months", "at three and six months"', () => {
  it.each([
    'tenants and the inspections after 6 months',
    'clients and the follow-ups after 2 weeks',
    'saplings and the checks after 2 years',
  ])('is when, never a record: %s', (prompt) => {
    expect(recordsOf(prompt).filter((record) => /^(?:week|month|year)$/.test(record))).toEqual([]);
    expect(recordsOf(prompt)).toHaveLength(2);
  });
});

describe('"for every X we <verb> Ys"', () => {
  it.each([
    ['jobs and customers. on each job I take photos and receipts', ['photo>job', 'receipt>job']],
    [
      'tenants and flats. For each tenant, we keep complaints and repairs',
      ['complaint>tenant', 'repair>tenant'],
    ],
    ['clubs and events. at every event we give out medals (place, name)', ['medal>event']],
  ])('gives each X Ys of its own: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(expect.arrayContaining(links));
  });
});

describe('"we carry out checks", "we hand out surveys"', () => {
  it.each([
    ['vans and drivers. for every van we carry out repairs (date, cost)', 'repair>van'],
    ['schools and pupils. at each school we hand out surveys', 'survey>school'],
    ['members and events. at every event we give out awards', 'award>event'],
  ])('names what is carried out, a record: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});
