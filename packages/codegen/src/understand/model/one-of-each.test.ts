import { describe, expect, it } from 'vitest';
import { linksOf, modelOf } from './model-test-kit.ts';

/** Clauses that give each record its one, or its own many: "every round one member takes the pot". */

describe('"every X one Y <verb>s …"', () => {
  it.each([
    ['stalls and markets. each market one stall gets the best pitch', 'market>stall'],
    ['choir: singers and songs. each song one singer takes the solo', 'song>singer'],
    ['drivers and routes. each route one driver does the run', 'route>driver'],
  ])('gives each X its one Y: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('"one X sits for each Y", "one X is with each Y"', () => {
  it.each([
    ['sessions and the models we book. One model sits for each session', 'session>model'],
    ['groups and leaders: one leader is with each group', 'group>leader'],
    ['tables and waiters. one waiter is on each table', 'table>waiter'],
  ])('gives each Y its one X: %s', (prompt, link) => {
    expect(linksOf(prompt)).toEqual([link]);
  });
});

describe('"Xs go through Ys"', () => {
  it.each([
    ['orders go through stages (name, date)', 'order stage | stage>order'],
    ['bills pass through readings (date, vote)', 'bill reading | reading>bill'],
    [
      'applications go through interviews with a panel',
      'application interview | interview>application',
    ],
  ])('gives each X Ys of its own: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"Xs with a Y" beside the Ys', () => {
  it.each([
    [
      'want brands (contact), campaigns with a brand (fee, dates)',
      'brand campaign | campaign>brand',
    ],
    [
      'my label: artists, and releases with an artist (title, date)',
      'artist release | release>artist',
    ],
    ['a band app: venues, and gigs with a venue', 'gig venue | gig>venue'],
  ])('gives each X its one Y: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"each X <verb>s some of the Ys"', () => {
  it.each([
    [
      'drawings and consultants. each drawing is issued to some of our consultants',
      'consultant<>drawing',
    ],
    [
      'newsletters and subscribers: each newsletter is sent to some of the subscribers',
      'newsletter<>subscriber',
    ],
    ['trips and guides: every trip takes a few of our guides', 'guide<>trip'],
  ])('gives each X many Ys: %s', (prompt, link) => {
    expect(linksOf(prompt)).toEqual([link]);
  });

  it('reads "so many of one product" as an amount of one', () => {
    expect(linksOf('cafes and products. a cafe takes so many of one product')).not.toContain(
      'cafe<>product',
    );
  });
});

describe('"Xs drop off Ys"', () => {
  it.each([
    ['Customers drop off jobs with a promised date', 'customer job | job>customer'],
    [
      'clients drop off parcels at the counter, each parcel with a weight',
      'client parcel | parcel>client',
    ],
    ['tenants drop off keys at the office', 'key tenant | key>tenant'],
  ])('gives each Y the X who dropped it off: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"one of them", "a few of them": the records named before', () => {
  it.each([
    ['Keep my coaches and the teams; each team is trained by one of them.', 'team>coach'],
    ['the drivers and our routes: each route is driven by one of those', 'route>driver'],
    [
      'our volunteers and the stalls at the fete - every stall is run by a few of them',
      'stall<>volunteer',
    ],
  ])("links the clause's record to them: %s", (prompt, link) => {
    expect(linksOf(prompt)).toEqual([link]);
  });
});

describe('"Xs and Ys: many to many"', () => {
  it.each([
    [
      'a quiz league: teams, venues and quizzes. each quiz is hosted by one venue. teams and quizzes are many-to-many',
      'quiz team venue | quiz<>team quiz>venue',
    ],
    [
      'a band app: musicians and gigs. musicians & gigs: many to many',
      'gig musician | gig<>musician',
    ],
    [
      "a course app with students and courses, it's a many to many relationship between students and courses",
      'course student | course<>student',
    ],
  ])('gives each X many Ys and each Y many Xs: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"each X owns one or more Ys"', () => {
  it.each([
    ['members and boats. each member owns one or more boats', 'boat>member'],
    ['members and boats. a member can own many boats', 'boat>member'],
    ['each customer owns 1 or more dogs', 'dog>customer'],
  ])('gives each Y its one owner: %s', (prompt, link) => {
    expect(linksOf(prompt)).toEqual([link]);
  });
});

describe('"one X might lead to several Ys", "an X can result in many Ys"', () => {
  it.each([
    ['leads and deals. one lead might lead to several deals', 'deal>lead'],
    [
      'referrals and appointments. a referral can result in several appointments',
      'appointment>referral',
    ],
    ['enquiries and quotes: enquiries often lead to quotes', 'quote>enquiry'],
  ])('gives each Y the X it came from: %s', (prompt, link) => {
    expect(linksOf(prompt)).toEqual([link]);
  });
});

describe('many of each, said outright, beside a record that links both', () => {
  it.each([
    [
      'festival: stages, bands and sets. a band plays many stages and a stage hosts many bands. each set is one band on one stage',
      'band<>stage',
    ],
    [
      'a choir: singers, concerts and solos. singers sing in many concerts and each concert has lots of singers. every solo is one singer at one concert',
      'concert<>singer',
    ],
    [
      'a climbing gym: setters, walls and routes. setters work on lots of walls, each wall has many setters, and each route is set by one setter on one wall',
      'setter<>wall',
    ],
  ])('stays many-to-many: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('"each X has several Ys, though a Y has only one X"', () => {
  it.each([
    [
      'wardens and gauges. each warden looks after one or more gauges, though a gauge has only one warden',
      'gauge warden | gauge>warden',
    ],
    [
      'coaches and teams. each coach runs several teams but a team has just one coach',
      'coach team | team>coach',
    ],
    [
      'vets and farms. every vet covers lots of farms; each farm has one vet',
      'farm vet | farm>vet',
    ],
  ])('is one X of many Ys: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });
});

describe('"numerous", and "of course" inside a verb', () => {
  it.each([
    [
      'guides and tours. each tour has two guides, and any guide will of course lead numerous tours',
      'guide<>tour',
    ],
    [
      'bands and festivals. each festival books several bands and a band plays numerous festivals',
      'band<>festival',
    ],
    [
      'tutors and pupils. a pupil has a few tutors, and a tutor will of course teach many pupils',
      'pupil<>tutor',
    ],
  ])('say many of each: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('"Xs have many Ys" where each Y has one X', () => {
  it.each([
    [
      'Couples, venues and ceremonies. Each ceremony is at one venue. Venues host lots of ceremonies.',
      'ceremony couple venue | ceremony>venue',
    ],
    [
      'drivers and routes. each route has one driver, and drivers run several routes',
      'driver route | route>driver',
    ],
    [
      'Teachers and classes: every class is taught by one teacher; teachers take many classes.',
      'class teacher | class>teacher',
    ],
  ])('is one X of many Ys: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });
});
