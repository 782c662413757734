import { describe, expect, it } from 'vitest';
import { linksOf, modelOf, recordsOf } from './model-test-kit.ts';

describe('acts link the records they take place between', () => {
  it.each([
    [
      'a bowls club: rinks, bowlers, and ends - each end is played on one rink between two bowlers',
      'end>bowler',
    ],
    ['courts, members and rallies played on a court between two members', 'rally>member'],
    ['darts league: teams, players, fixtures played at a pub between two teams', 'fixture>team'],
  ])('what is played somewhere between two records links to them: %s', (prompt, link) => {
    expect(modelOf(prompt).split(' | ')[1]?.split(' ')).toContain(link);
  });

  it.each([
    ['Kayak shack: kayaks, paddlers and hires', 'hire kayak paddler | hire>kayak hire>paddler'],
    [
      'A costume shop with costumes, customers and rentals',
      'costume customer rental | rental>costume rental>customer',
    ],
    [
      'Ski lockers: lockers, skiers and bookings',
      'booking locker skier | booking>locker booking>skier',
    ],
  ])('listed together, with nothing said: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });

  it.each([
    [
      'Bike share app: bikes, riders and rides where a rider takes one bike',
      'bike ride rider | ride>bike ride>rider',
    ],
    [
      'Hostel app with beds, guests and stays where a guest sleeps in one bed',
      'bed guest stay | stay>bed stay>guest',
    ],
    [
      'Swim coaching: coaches, swimmers and lessons where a coach trains a swimmer',
      'coach lesson swimmer | lesson>coach lesson>swimmer',
    ],
  ])('"where" says what each act takes place between: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });

  it.each([
    ['Squash club: courts and bookings of a court by a player', 'booking>court'],
    ['Mentoring app with mentors and sessions between a mentor and a mentee', 'session>mentee'],
    ['Tailor shop: customers and fittings with one of our tailors', 'fitting>tailor'],
  ])('prepositions after an act name who and what take part: %s', (prompt, link) => {
    expect(modelOf(prompt).split(' | ')[1]?.split(' ')).toContain(link);
  });

  it.each([
    ['tutors meet students in sessions', 'session student tutor | session>student session>tutor'],
    ['doctors see patients at visits', 'doctor patient visit | visit>doctor visit>patient'],
    ['guides lead walkers on tours', 'guide tour walker | tour>guide tour>walker'],
  ])('people who meet at an act are both its: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });

  it.each([
    ['Team retro app: sprints, notes and tasks for each sprint', 'note sprint task | task>sprint'],
    ['Wedding planner: guests, vendors, budget items and tasks', 'guest item task vendor | '],
    ['Study app: subjects, exams and notes', 'exam note subject | '],
  ])(
    'an act beside many records, or only beside documents, links to none of them: %s',
    (prompt, expected) => {
      expect(modelOf(prompt)).toBe(expected);
    },
  );

  it.each([
    [
      'dairy: farms, milk deliveries from each farm, batches where each batch is made from one delivery',
      'batch>delivery',
    ],
    [
      'a mill: suppliers, grain deliveries from each supplier, bags where each bag is filled from one delivery',
      'bag>delivery',
    ],
    [
      'a charity: donors, gifts from each donor, grants where each grant is paid from one gift',
      'grant>gift',
    ],
  ])('the next item of a list is no one an act is between: %s', (prompt, link) => {
    expect(modelOf(prompt).split(' | ')[1]?.split(' ')).toContain(link);
    expect(modelOf(prompt)).not.toContain('<>');
  });
});

describe('acts that are done, and papers made with people', () => {
  it.each([
    ['sanctuary: donkeys, and the vet does health checks on every donkey', 'check>donkey'],
    ['apiary: hives, and our beekeepers do inspections of each hive', 'inspection>hive'],
    ['dairy: cows, and the technicians perform scans on each cow', 'scan>cow'],
  ])('what is done on each record is kept for it: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['grain store: bins, and contracts with merchants (name, phone)', 'contract>merchant'],
    ['sign shop: quotes with clients (amount, status)', 'quote>client'],
    ['letting agent: properties, and leases with tenants (start, rent)', 'lease>tenant'],
  ])('a paper made with a person is theirs: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['an app to keep meeting notes with title, date, attendees and decisions', 'attendee>note'],
    ['an app to keep session notes with date, summary, attendees and actions', 'attendee>note'],
    [
      'an app like Teams to keep call notes with title, date, participants and outcomes',
      'participant>note',
    ],
  ])('…but notes with values and people hold the people: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['grain store: bins. when we sell we agree contracts with merchants (name, phone)', 'merchant'],
    ['plant shop: pots. when stock runs low we place orders with suppliers', 'supplier'],
    ['studio: kilns. when a firing ends we log faults with photos', 'fault'],
  ])('a "when" question ends where its sentence starts: %s', (prompt, record) => {
    expect(recordsOf(prompt)).toContain(record);
  });
});

describe('owners in lists, and the trade’s own people', () => {
  it.each([
    ['clinic: sms reminders, patients, their appointments and texts', 'appointment>patient'],
    ['gym: monthly charts, members, their workouts and classes', 'workout>member'],
    ['stables: weekly reports, horses, their owners and vets', 'horse>owner'],
  ])('"their" in a list is the item just before: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['clinic: patients, and appointments with one of our physios', 'appointment>physio'],
    ['salon: clients, and bookings with one of our stylists', 'booking>stylist'],
    ['spa: guests, and treatments with one of our therapists', 'treatment>therapist'],
  ])('an act "with one of our" people links to one of them: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});
