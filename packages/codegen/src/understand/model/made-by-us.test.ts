import { describe, expect, it } from 'vitest';
import { clausesOf } from './parse.ts';
import { linksOf, modelOf } from './model-test-kit.ts';

describe('what the business makes against a record', () => {
  it.each([
    [
      'letting agent: tenants and tenancies, and when a tenancy ends we write inspection reports against that tenancy',
      'report>tenancy',
    ],
    [
      'camp site: pitches and stays; after a stay we log complaints against the stay',
      'complaint>stay',
    ],
    ['court: cases and hearings, and we file motions for that hearing', 'motion>hearing'],
  ])('is kept, and is about that record: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('the verb of a clause that "when" opens', () => {
  const tagOf = (text: string, word: string) =>
    clausesOf(text)
      .flat()
      .find((token) => token.word === word)?.pos;

  it.each([
    ['when a tenancy ends we write reports', 'ends'],
    ['once a job finishes, we send an invoice', 'finishes'],
    ['if a member leaves they get a refund', 'leaves'],
  ])('is a verb after one record: %s', (text, word) => {
    expect(tagOf(text, word)).toBe('verb');
  });

  it.each([
    ['the client invoices, payments and jobs', 'invoices'],
    ['the member leaves and the staff rota', 'rota'],
    ['the hat blocks I own and commissions', 'blocks'],
  ])('…not a plural named after it: %s', (text, word) => {
    expect(tagOf(text, word)).toBe('noun');
  });
});

describe('what someone makes while doing an act the app keeps', () => {
  it.each([
    [
      'sites, inspectors and inspections; an inspector inspects a site and logs defects',
      'defect>inspection',
    ],
    [
      'pools, techs and visits; each week one of the techs visits a pool and records water tests',
      'test>visit',
    ],
    [
      'members, machines and bookings; a member books a machine and leaves feedback',
      'feedback>booking',
    ],
  ])('belongs to that act, not to the doer: %s', (prompt, link) => {
    const links = linksOf(prompt);
    expect(links).toContain(link);
    expect(links.filter((found) => found.startsWith(link.split('>')[0] ?? ''))).toEqual([link]);
  });
});

describe('a passive whose act the app keeps', () => {
  it.each([
    [
      'cameras are deployed at locations, a deployment is one camera at one location between two dates',
      'camera deployment location | deployment>camera deployment>location',
    ],
    [
      'boats are hired by customers; each hire is one boat for one customer',
      'boat customer hire | hire>boat hire>customer',
    ],
    [
      'rooms are booked by teams, a booking is one team in one room',
      'booking room team | booking>room booking>team',
    ],
  ])('links through the act, not the things directly: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a clause with a particle between a phrase and its place', () => {
  it.each([
    [
      'Need customers, the jobs we take on for each customer (quantity, due date), our presses',
      'job>customer',
    ],
    ['Need depots, the parcels we pick up from each depot (weight), our vans', 'parcel>depot'],
    [
      'Need volunteers, the tools we hand out to each volunteer (size), our sheds',
      'tool>volunteer',
    ],
  ])('places the phrase, and nothing else: %s', (prompt, link) => {
    expect(linksOf(prompt)).toEqual([link]);
  });
});

describe('"the Xs we make for each Y and Zs" in a list of records', () => {
  it.each([
    [
      'need: customers, kitchens, the items we order for every kitchen and suppliers.',
      'customer item kitchen supplier | item>kitchen',
    ],
    [
      'a florist: weddings, the flowers we order for each wedding and growers',
      'flower grower wedding | flower>wedding',
    ],
    [
      'catering: events, the dishes we make for each event and waiters',
      'dish event waiter | dish>event',
    ],
  ])('the Zs go on with the list, made for nothing: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });
});
