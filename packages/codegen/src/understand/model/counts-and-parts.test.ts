import { describe, expect, it } from 'vitest';
import { linksOf, modelOf, recordsOf } from './model-test-kit.ts';

describe('a count alone stands for the records named before it', () => {
  it.each([
    ['caterer: we have set menus (gold, silver) and each event picks one', 'event>menu'],
    ['school: we offer courses and every pupil chooses one', 'pupil>course'],
    ['gym: we have lockers and each member rents one', 'member>locker'],
  ])('"picks one" is one of them: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    [
      'sanctuary: sponsors sponsor donkeys - a sponsor can pick a few and donkeys have dozens of sponsors',
      'donkey<>sponsor',
    ],
    [
      'band: members play songs. A member can learn several and a song has lots of members',
      'member<>song',
    ],
    ['club: we run walks; each walker joins some and a walk has many walkers', 'walk<>walker'],
  ])('"a few", "several" are many of them: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    'club: members and one of the events',
    'shop: customers buy products and each order holds one of them',
    'school: pupils and classes; each pupil has one of the lockers',
  ])('…"one of" is read as before: %s', (prompt) => {
    expect(recordsOf(prompt).length).toBeGreaterThan(1);
  });
});

describe('what a record is made of', () => {
  it.each([
    ['menus: a menu is made up of dishes', 'dish>menu'],
    ['kits: each kit consists of parts', 'part>kit'],
    ['courses: every course is composed of modules', 'module>course'],
  ])('its parts are its own: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    [
      'a menu is made up of dishes and the same dish turns up on lots of menus',
      'dish menu | dish<>menu',
    ],
    [
      'every course is composed of modules and a module can be in several courses',
      'course module | course<>module',
    ],
    ['a kit consists of parts and one part is used in many kits', 'kit part | kit<>part'],
  ])('…and shared when it is in many: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe("the person's own records after a record's list", () => {
  it.each([
    ['wargames: every squad has models, and my paints', 'paint>squad'],
    ['football: each team has players, and our coaches', 'coach>team'],
    ['music: every album has tracks and my playlists', 'playlist>album'],
  ])("are not the record's: %s", (prompt, link) => {
    expect(linksOf(prompt)).not.toContain(link);
    expect(recordsOf(prompt)).toHaveLength(3);
  });
});

describe('a word said of each one later', () => {
  it.each([
    ['each army has units and every unit has models', 'army model unit | model>unit unit>army'],
    ['each block has floors, every floor has flats', 'block flat floor | flat>floor floor>block'],
    [
      'each tower has levels and every level has rooms',
      'level room tower | level>tower room>level',
    ],
  ])('is a record, even when it could be a value: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('each one doing something to many', () => {
  it.each([
    ['cameras and deployments; each deployment produces images', 'image>deployment'],
    ['farms and fields; every field grows crops', 'crop>field'],
    ['studios and shoots; each shoot delivers photos', 'photo>shoot'],
  ])('the many are its own: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('a place said after a place', () => {
  it.each([
    [
      'stamps and albums: every stamp sits on a page in one of my stock albums',
      'album page stamp | page>album stamp>page',
    ],
    [
      'boats: each boat is moored at a pontoon in one of our marinas',
      'boat marina pontoon | boat>pontoon pontoon>marina',
    ],
    ['books: every book sits on a shelf in a room', 'book room shelf | book>shelf shelf>room'],
  ])('is where the nearer place is: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"each one" in a clause about a list item', () => {
  it.each([
    [
      'my ancestors (name, born), the documents I have found and the archive each one is held at',
      'document>archive',
    ],
    ['owners, dogs and the kennel each one sleeps in', 'dog>kennel'],
    ['suppliers, parts and the shelf each one is kept on', 'part>shelf'],
  ])('is the nearest plural before it: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('"many" said from the side that has them', () => {
  it.each([
    [
      'customers, jobs, presses and press runs: each run is one job on one press, a job often needs a few runs',
      'run>job',
    ],
    [
      'patients and visits: each visit is for one patient, and a patient needs several visits',
      'visit>patient',
    ],
    [
      'hives and inspections: each inspection is of one hive, and a hive gets many inspections',
      'inspection>hive',
    ],
  ])('is one record with many, when each of the many is said to have one: %s', (prompt, link) => {
    const links = linksOf(prompt);
    expect(links).toContain(link);
    expect(links.filter((found) => found.includes('<>'))).toEqual([]);
  });
});

describe('"a bit of", "a piece of" a mass', () => {
  it.each([
    [
      'members, and the equipment we own (stretchers, ropes) where each bit of equipment is signed out to one member',
      'equipment member | equipment>member',
    ],
    ['members and kit; every piece of kit is lent to one member', 'kit member | kit>member'],
    [
      'volunteers and gear, each bit of gear kept by one volunteer',
      'gear volunteer | gear>volunteer',
    ],
  ])('is the mass itself, counted: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
