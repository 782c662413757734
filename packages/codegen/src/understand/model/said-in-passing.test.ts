import { describe, expect, it } from 'vitest';
import { modelOf, recordsOf } from './model-test-kit.ts';

describe('a date or a time said in passing', () => {
  it.each([
    [
      'rooms and bookings. a booking is for one of the rooms at a date and time',
      'booking room | booking>room',
    ],
    ['courts and games, each game is on one court at a set time', 'court game | game>court'],
    ['vans and deliveries, every delivery is by one van on a date', 'delivery van | delivery>van'],
  ])('is no record: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a chat aside', () => {
  it.each([
    [
      'porters and jobs, porters work lots of jobs obv and a job has many porters',
      'job porter | job<>porter',
    ],
    [
      'members and classes obvs, each class has one teacher',
      'class member teacher | class>teacher',
    ],
    ['bakers and cakes, each cake is made by one baker ofc', 'baker cake | cake>baker'],
  ])('is no word of the idea: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('the body a title names, named again with "the"', () => {
  it.each([
    [
      'astronomy society - members and telescopes, the society also owns a few telescopes that members borrow',
      ['member', 'telescope'],
    ],
    [
      'cricket club: players and fixtures, and the club runs teams with several players',
      ['fixture', 'player', 'team'],
    ],
    [
      'dance school: pupils and classes, and the school runs shows with several classes',
      ['class', 'pupil', 'show'],
    ],
  ])('is the person’s own, no record: %s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });
});

describe('"a crew of", "a team of", "a group of"', () => {
  it.each([
    [
      'jobs, vans and porters: each job gets one van and a crew of porters, porters work lots of jobs',
      'job porter van | job<>porter job>van',
    ],
    [
      'shifts and volunteers, each shift needs a team of volunteers and a volunteer does many shifts',
      'shift volunteer | shift<>volunteer',
    ],
    [
      'matches and referees: each match has a group of referees, referees do lots of matches',
      'match referee | match<>referee',
    ],
  ])('count several of the plural: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      'court listings: hearings and magistrates, each hearing is heard by a bench of magistrates',
      'hearing magistrate | hearing<>magistrate',
    ],
    [
      'charity trustees: meetings are attended by a board of trustees, and each meeting has minutes',
      'meeting trustee | meeting<>trustee',
    ],
    [
      'expedition planning: each expedition is led by a troop of scouts and has a start date',
      'expedition scout | expedition<>scout',
    ],
  ])('…and so do "a bench of", "a board of", "a troop of": %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"Xs are Ys with several Zs"', () => {
  it.each([
    [
      'customers and their pianos. Some customers are schools with several pianos.',
      'customer piano | piano>customer',
    ],
    ['farms and fields; most farms are estates with many fields', 'farm field | field>farm'],
    [
      'clients and their horses, some clients are yards with several horses',
      'client horse | horse>client',
    ],
  ])('says each X has its Zs: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"at each one", "in each one"', () => {
  it.each([
    [
      'publications (name, rate per word), the editors at each one, and pitches where a pitch goes to one editor',
      'editor pitch publication | editor>publication pitch>editor',
    ],
    [
      'schools, the classes in each one, and pupils in each class',
      'class pupil school | class>school pupil>class',
    ],
    ['farms and the fields on each one', 'farm field | field>farm'],
  ])('is each of the plural before: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a time listed as a record, named in a "where" clause', () => {
  it.each([
    [
      'traders, pitches, market days, and allocations where a trader gets one pitch on one market day',
      'allocation day pitch trader | allocation>day allocation>pitch allocation>trader',
    ],
    [
      'members, bottles, tasting nights, and scores where a member rates one bottle on a tasting night',
      'bottle member night score | score>bottle score>member score>night',
    ],
    [
      'teams, pitches, match days and fixtures where a home team plays an away team on one pitch on one match day',
      'day fixture pitch team | fixture>day fixture>pitch fixture>team',
    ],
  ])('takes part like any record: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"but" between two things said of one subject', () => {
  it.each([
    [
      'patterns, fabrics and projects. each project is made from one pattern but can use several fabrics',
      'fabric pattern project | fabric<>project project>pattern',
    ],
    [
      'recipes and ingredients, each recipe has one author but uses many ingredients. authors (name)',
      'author ingredient recipe | ingredient<>recipe recipe>author',
    ],
    [
      'teams, players and coaches: each team has one coach but has many players',
      'coach player team | player>team team>coach',
    ],
  ])('joins them as "and" does: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a "where" clause that names its own subject, each of a phrase before', () => {
  it.each([
    [
      'lines, trials, and the plots in each trial where every plot is sown with one line (plot no, rep)',
      'line plot trial | plot>line plot>trial',
    ],
    [
      'beds, and the rows in each bed where every row is planted with one crop. crops (name)',
      'bed crop row | row>bed row>crop',
    ],
    [
      'varieties, vineyards, and the blocks in each vineyard where every block is planted with one variety',
      'block variety vineyard | block>variety block>vineyard',
    ],
  ])('is a sentence of its own: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"by the X" where something is', () => {
  it.each([
    [
      'We let out two holiday cottages by the sea. Cottages, guests and stays, each for one guest in one cottage',
      ['cottage', 'guest', 'stay'],
    ],
    [
      'beach huts by the pier: huts, renters and lets, each let is one hut for one renter',
      ['hut', 'let', 'renter'],
    ],
    [
      'flats by the station: flats, tenants and leases, each lease is one flat for one tenant',
      ['flat', 'lease', 'tenant'],
    ],
  ])('is no record they are filed by: %s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });
});

describe('"each one <verb>" after a colon list item', () => {
  it.each([
    [
      'bird log: sightings (date, count), each one is of one species at one site. species with family',
      'sighting site species | sighting>site sighting>species',
    ],
    [
      'plant log: plants (name, pot), each one is in one room. rooms with light level',
      'plant room | plant>room',
    ],
    [
      'tasting notes: wines (grape, year), each one is from one producer. producers with region',
      'producer wine | wine>producer',
    ],
  ])('is a sentence about the item: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"come from a few Ys"', () => {
  it.each([
    [
      'customers and orders (moulding, price). mouldings come from a few suppliers',
      'customer moulding order supplier | moulding>supplier order>moulding',
    ],
    [
      'wines (grape, year) come from several producers. producers (region)',
      'producer wine | wine>producer',
    ],
    [
      'parts (code, price) come from many suppliers, suppliers (name, phone)',
      'part supplier | part>supplier',
    ],
  ])('each comes from one of them: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a clause after "so"', () => {
  it.each([
    [
      'bikes get hired by riders so need to keep hires (date, price)',
      'bike hire rider | hire>bike hire>rider',
    ],
    [
      'boats get booked by members so need to keep the bookings (date)',
      'boat booking member | booking>boat booking>member',
    ],
    [
      'rooms get cleaned by cleaners so need to log cleans (date, time)',
      'clean cleaner room | clean>cleaner clean>room',
    ],
  ])('has no subject said before "so": %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"from another club": one of others', () => {
  it.each([
    [
      'boxers and bouts. A bout is one of our boxers vs an opponent from another club (opponent name, date)',
      'club',
    ],
    [
      'players and matches. each match is against a side from another league (score, date)',
      'league',
    ],
    ['teachers and lessons: a cover lesson is taken by a teacher from another school', 'school'],
  ])('is no record type unless named again: %s', (prompt, other) => {
    expect(recordsOf(prompt)).not.toContain(other);
  });

  it('"one boxer against another boxer" keeps the boxers', () => {
    expect(recordsOf('boxers and bouts: a bout is one boxer against another boxer')).toContain(
      'boxer',
    );
  });
});
