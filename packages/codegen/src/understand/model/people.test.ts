import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { linksOf, modelOf, recordsOf } from './model-test-kit.ts';

describe('people named in passing are records', () => {
  it.each([
    ['Gas safety checks, and the engineer who did the check', 'check>engineer'],
    ['Gymnastics app: routines, and the judge who scored it', 'routine>judge'],
    ['Care home app: doses, and the nurse who gave the dose', 'dose>nurse'],
  ])('"the person who did it": what they did is theirs: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    [
      'print shop: customers and designs. designs belong to the customer who sent the artwork',
      'customer design | design>customer',
    ],
    [
      'removals firm: customers, moves and crews. each move is handled by the crew who packed the van',
      'crew customer move | move>crew move>customer',
    ],
    [
      'sign makers: clients, signs and fitters. every sign is put up by the fitter who measured the wall',
      'client fitter sign | sign>fitter',
    ],
  ])(
    '"linked to the person who did the thing": the thing is the linked record: %s',
    (prompt, expected) => {
      expect(modelOf(prompt)).toBe(expected);
    },
  );

  it.each([
    [
      'There are three of us guides. tours and bookings; every tour is led by one of us',
      'tour>guide',
    ],
    [
      "we're two nurses running a clinic: patients and visits, each visit is with one of us",
      'visit>nurse',
    ],
    [
      'a couple of us drivers share the van: deliveries and customers. each delivery is done by one of us',
      'delivery>driver',
    ],
  ])('"N of us Xs", "we are N Xs": one of us is one of the Xs: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    [
      'wardens and stores. every store has a keyholder (one of the wardens)',
      'store warden | store>warden',
    ],
    [
      'players and matches. each match has a captain who is one of the players',
      'match player | match>player',
    ],
    [
      'volunteers and shifts. every shift has a named supervisor, who will be one of the volunteers',
      'shift volunteer | shift>volunteer',
    ],
  ])('a role filled by "one of the Xs" is a link to the Xs: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });

  it.each([
    ['an expense splitter for housemates', 'expense housemate | expense>housemate'],
    [
      'a chore chart for my kids with chores and rewards',
      'chore kid reward | chore>kid reward>kid',
    ],
    [
      'a pet care app for my cats: vet visits and vaccinations',
      'cat vaccination visit | vaccination>cat visit>cat',
    ],
  ])('the people an app is for take part in what it keeps: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });

  it.each([
    ['Pony club app: ponies and their riders', 'pony>rider'],
    ['Harbour app with yachts and their skippers', 'yacht>skipper'],
    ['Stud book: horses, and their breeders', 'horse>breeder'],
  ])('"things and their people": each thing has its person: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['Coworking app: members and the members\u2019 companies', 'member>company'],
    ["Staff app with employees and the employees' departments", 'employee>department'],
    ["Choir app: singers, and each singer's section", 'singer>section'],
  ])('possessives: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('the app\u2019s users are not records', () => {
  it.each([
    ['a recipe board where cooks post recipes', 'recipe', 'cooks'],
    ['a photo wall where friends share pictures of their trips', 'trip', 'friends'],
    ['a noticeboard where neighbours post notices', 'notice', 'neighbours'],
  ])('people who only post or share: %s', (prompt, kept, users) => {
    expect(modelOf(prompt).split(' | ')[0]).toBe(kept);
    expect(understand(prompt).notes[0]).toContain(`“${users}”`);
  });

  it.each([
    ['Customers place orders; each order has a delivery address', 'order>customer'],
    ['Patients book appointments with dentists', 'appointment>dentist'],
    ['Suppliers who deliver parts, and parts in each bin', 'part>bin'],
  ])('people said precisely, or acting with others, stay records: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('one person doing the work is the business’s own', () => {
  it.each([
    ['sanctuary: donkeys, and the vet does health checks on every donkey', 'check donkey'],
    ['choir: anthems and services, and the director picks several anthems', 'anthem service'],
    ['apiary: hives, and the inspector carries out inspections on each hive', 'hive inspection'],
  ])('"the vet does checks" keeps the checks, not a list of vets: %s', (prompt, records) => {
    expect(recordsOf(prompt).join(' ')).toBe(records);
  });

  it.each([
    ['dive centre: dives, and the instructor leading each dive', 'dive>instructor'],
    ['kennels: walks, and the walker taking each walk', 'walk>walker'],
    ['dance school: lessons, and the teacher leading each lesson', 'lesson>teacher'],
  ])('…but one for each record is each one’s: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    [
      'yoga studio: sessions, and the teacher running each session',
      'session teacher | session>teacher',
    ],
    ['a cafe: shifts and the barista working each shift', 'barista shift | shift>barista'],
    ['tool hire: tools, and the customer hiring each tool', 'customer tool | tool>customer'],
  ])(
    '"the X verbing each Y" in a list is each Y’s X, whatever else the word names: %s',
    (prompt, model) => {
      expect(modelOf(prompt)).toBe(model);
    },
  );

  it.each([
    'street lights: columns, and faults reported by the public against a column',
    'parks: benches, and complaints made by the public about a bench',
    'library: books, and requests from the public for a book',
  ])('"the public" is nobody in particular: %s', (prompt) => {
    expect(recordsOf(prompt)).not.toContain('public');
  });
});

describe('the person writing, and whom they work for', () => {
  it.each([
    [
      "pottery: we're a pottery studio and want an app for members, the pieces they make and our kilns",
      'kiln member piece | piece>member',
    ],
    [
      "dog walking: I'm a dog walker and need clients, their dogs and walks",
      'client dog walk | dog>client walk>dog',
    ],
    ['bakery: we are a small bakery and need orders and customers', 'customer order | '],
  ])('"we are a pottery studio" is who the person is: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      'butterflies: i walk a transect every week for the county recorder and want transects and sections',
      'section transect',
    ],
    [
      'windows: I clean windows for the landlord and need flats and cleans of each flat',
      'clean flat',
    ],
    ['gardening: I mow lawns for the council and keep parks and mows of each park', 'mow park'],
  ])('"for the county recorder" is whom they work for: %s', (prompt, records) => {
    expect(recordsOf(prompt).join(' ')).toBe(records);
  });

  it.each([
    ['robotics club: teams, and a team has many robots over the years', 'robot team | robot>team'],
    ['drama club: members can hold many roles over the seasons', 'member role | role>member'],
    ['choir: singers sing many pieces over the years', 'piece singer | piece<>singer'],
  ])('"over the years" is how long: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"their parents or carers"', () => {
  it.each([
    [
      'I need the children, their parents or carers, and my sessions. Each session is with one child.',
      'child parent session',
    ],
    ['pupils and their parents or guardians, plus the trips', 'parent pupil'],
    ['patients, their GPs or consultants, and the referrals', 'gp patient referral'],
  ])('is one record type, named by the first word: %s', (prompt, records) => {
    expect(recordsOf(prompt).join(' ')).toBe(records);
  });
});
