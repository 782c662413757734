import { describe, expect, it } from 'vitest';
import { linksOf, modelOf, recordsOf } from './model-test-kit.ts';

describe('clauses read as a person means them', () => {
  it.each([
    ['Darts club: players and fixtures, a player turns up to lots of fixtures', 'fixture<>player'],
    ['Choir: singers and concerts, a singer sings in loads of concerts', 'concert<>singer'],
    ['Quiz league: teams and quiz nights, a team plays a bunch of quiz nights', 'night<>team'],
  ])('"lots of", "loads of", "a bunch of" say many: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['Kennel app: kennels and dogs, each dog is kept in one kennel with one collar', 'dog>collar'],
    ['Rowing: boats and rowers, every outing is with one boat', 'outing>boat'],
    ['Ferry app: ferries and crossings, each crossing is with one ferry', 'crossing>ferry'],
  ])('"is with one X" is said of each: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['Band app: gigs and the sound engineer booked for each gig', ['gig>engineer']],
    ['Lab app: experiments, and the protocol used for each experiment', ['experiment>protocol']],
    [
      'Wedding app: weddings, plus the florist and the photographer hired for each wedding',
      ['wedding>florist', 'wedding>photographer'],
    ],
  ])('"the X booked / used for each Y": each Y has its X: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(expect.arrayContaining(links));
  });

  it.each([
    [
      'Cycling club: rides, and each ride is one route led by one leader from one cafe',
      ['ride>route', 'ride>leader', 'ride>cafe'],
    ],
    [
      'Sailing school: sessions, and each session is one dinghy sailed by one student',
      ['session>dinghy', 'session>student'],
    ],
  ])('"each X is one Y <participle> by one Z": X has them all: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(expect.arrayContaining(links));
  });

  it.each([
    ['Fostering app: kittens, and the fosterer who took each one home', 'kitten>fosterer'],
    ['Repair cafe: items, and the fixer who mended each one', 'item>fixer'],
    ['Kiln log: pots, and the potter who threw each one', 'pot>potter'],
  ])('"the P who did each one": each is theirs: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['Seed bank: packets, the shelf it is stored on and the donor who gave it', 'packet>shelf'],
    ['Museum: objects, the case it is shown in and the room', 'object>case'],
    ['Archive app: boxes, the shelf it sits on', 'box>shelf'],
  ])('"the Y it is <verb> on": where each record is: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    [
      'Scouts: patrols and badges, and a progress card for each patrol on each badge',
      ['card>patrol', 'card>badge'],
    ],
    ['Bee club: hives and inspections, a report per hive per inspection', ['report>hive']],
  ])('"a Y for each X on each Z" is one Y for each pair: %s', (prompt, links) => {
    expect(recordsOf(prompt)).toEqual(
      expect.arrayContaining(links.map((link) => link.split('>')[0])),
    );
    expect(linksOf(prompt)).toEqual(expect.arrayContaining(links));
  });

  it.each([
    'Pottery: kilns and firings, each kiln is fired twice a week, and glazes',
    'Stables: horses, each horse is ridden every morning, and saddles',
    'Bakery: ovens, each oven is cleaned once a day, and trays',
  ])('how often is when, never a record: %s', (prompt) => {
    expect(recordsOf(prompt)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(?:week|morning|day)$/)]),
    );
  });
});

describe('words a person writes loosely', () => {
  it.each([
    ['Brewing log: batches w one recipe each, and tastings w notes', 'batch'],
    ['Allotment app: plots w/ crops and harvests', 'plot'],
  ])('"w" and "w/" are "with": %s', (prompt, record) => {
    expect(recordsOf(prompt)).toContain(record);
    expect(recordsOf(prompt).join(' ')).not.toMatch(/\bw\b/);
  });

  it.each([
    ['Repair shop: customers and there bikes', 'bike>customer'],
    ['Dog walking: owners and there dogs', 'dog>owner'],
  ])('"there" before a plural is "their": %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['Dispatch app: callouts and crews, each callout needs one crew', 'callout'],
    ['Events: meetups and venues, every meetup has a venue', 'meetup'],
  ])('a word written the same way twice is meant as written: %s', (prompt, record) => {
    expect(recordsOf(prompt)).toContain(record);
  });

  it.each([
    ['Cheese cave: wheels (each one made from one milk batch) and turnings', 'wheel>batch'],
    ['Print studio: plates (each one cut from one block) and prints', 'plate>block'],
  ])('a clause in parentheses is about the phrase before it: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['Spray log: sprays, each spray uses one chemical (harvest interval)', 'interval'],
    ['Pond app: ponds (depth) and fish', 'depth'],
  ])('a word or three in parentheses is a value: %s', (prompt, value) => {
    expect(recordsOf(prompt).join(' ')).not.toContain(value);
  });

  it.each([
    ['bakery: cakes and the slices each cake is cut into', 'slice>cake'],
    ['a print shop: rolls of paper and the sheets each roll is cut into', 'sheet>roll'],
    ['quarry: blocks and the slabs each block is split into', 'slab>block'],
    ['gelato: batches and the pans each batch is portioned into', 'pan>batch'],
  ])('the parts each one is made into are its own: %s', (prompt, link) => {
    expect(linksOf(prompt)).toEqual([link]);
  });

  it.each([
    ['a school: classes, rooms and the teacher taking each class', 'class>teacher'],
    ['a farm: fields and the tractor driver ploughing each field', 'field>driver'],
    ['a garage: bays and the mechanic checking each bay', 'bay>mechanic'],
    ['dive centre: sites, dives and the instructor leading each dive', 'dive>instructor'],
  ])('the person doing something to each one is its own: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['a garden centre: plants that customers buy, and suppliers', 'plant>customer'],
    ['pottery studio: kilns, members and the pots that members make', 'pot>member'],
    ['library: books which readers borrow, and readers', 'book>reader'],
    ['laundrette: machines, and service washes that customers drop off', 'wash>customer'],
  ])('what people do to the phrase before "that" is theirs: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    [
      'laundrette: machines, washes where each wash uses one machine, and breakdowns logged for a machine',
      'wash>machine',
    ],
    [
      'a gym: trainers, sessions where each session has one trainer, and injuries reported for a trainer',
      'session>trainer',
    ],
    [
      'a farm: tractors, jobs where each job takes one tractor, and repairs noted for a tractor',
      'job>tractor',
    ],
  ])('a "where" clause ends where a phrase with its own participle starts: %s', (prompt, link) => {
    const own = link.split('>')[0];
    expect(linksOf(prompt).filter((found) => found.startsWith(`${own}>`))).toEqual([link]);
  });

  it.each([
    ['distillery: stills, and spirit runs (date, abv, litres) each off one still', 'run>still'],
    ['a courier firm: depots, vans (reg, size) each at one depot, and drivers', 'van>depot'],
    ['hospital: wards, shifts (start, end, hours) each on one ward, and nurses', 'shift>ward'],
    ['a pub: breweries, kegs (beer, size, delivered date) each from one brewery', 'keg>brewery'],
  ])('"each" set apart after a list says where each one is: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['bike shop: bikes, mechanics and repairs on a bike done by one mechanic', 'repair>mechanic'],
    ['a zoo: animals, keepers and feeds for an animal given by one keeper', 'feed>keeper'],
    [
      'a lab: mice, scientists and procedures on a mouse done by one of our scientists',
      'procedure>scientist',
    ],
  ])('what is done to one record is the act before it, not the record: %s', (prompt, link) => {
    const links = linksOf(prompt);
    expect(links).toContain(link);
    expect(links.filter((found) => found.endsWith(`>${link.split('>')[1]}`))).toEqual([link]);
  });

  it.each([
    ['open mic: nights and spots, each spot is one comedian doing 10 minutes', 'spot>comedian'],
    ['gym: classes, each class is one trainer teaching for 45 minutes', 'class>trainer'],
    [
      'a pool: lanes and swims, each swim is one swimmer doing 20 minutes in one lane',
      'swim>swimmer',
    ],
  ])('a time after an "-ing" is what the record has, not who takes part: %s', (prompt, link) => {
    const links = linksOf(prompt);
    expect(links).toContain(link);
    expect(links.some((found) => /minute|length/.test(found))).toBe(false);
  });

  it.each([
    [
      'estate agency: buyers, listings and offers a buyer makes on a listing (amount, accepted y/n)',
      ['offer>buyer', 'offer>listing'],
    ],
    [
      'hiking club: trips, members and the photos a member posts on a trip',
      ['photo>member', 'photo>trip'],
    ],
    [
      'a school: pupils, books and the reviews a pupil writes about a book',
      ['review>pupil', 'review>book'],
    ],
  ])('what one doer does to a plural before it is theirs, and where: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(expect.arrayContaining(links));
  });

  it.each([
    [
      'a butcher: farms, carcasses (weight, kill date) that each come from one farm, and cuts',
      'carcass>farm',
    ],
    [
      'a cafe: roasters, coffee bags (origin, roast date) that each arrive from one roaster, and tastings',
      'bag>roaster',
    ],
    [
      'a library: publishers, books (title, isbn) which each come from one publisher, and readers',
      'book>publisher',
    ],
  ])('"Xs that each …" speaks of each X, and the list goes on after it: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
    expect(modelOf(prompt)).not.toContain('<>');
  });

  it.each([
    [
      'scaffolding: scaffolds, inspectors, and inspections of one scaffold by one inspector',
      'scaffold>inspector',
    ],
    ['a kennel: dogs, walkers, and walks of one dog by one walker', 'dog>walker'],
    [
      'a museum: paintings, restorers and restorations of one painting by one restorer',
      'painting>restorer',
    ],
  ])("who does an act on one record is the act's, not the record's: %s", (prompt, wrong) => {
    expect(linksOf(prompt)).not.toContain(wrong);
    expect(linksOf(prompt)).toHaveLength(2);
  });

  it.each([
    [
      "tyre shop: customers and their cars, tyres and fittings where we fit a tyre to a customer's car",
      'fitting>customer',
    ],
    [
      "a garage: owners and their vans, and services where a mechanic checks an owner's van",
      'service>owner',
    ],
    ["a vet: owners and their pets, and visits where a vet sees an owner's pet", 'visit>owner'],
  ])('in a "where" clause, whose thing it is takes no part: %s', (prompt, wrong) => {
    expect(linksOf(prompt)).not.toContain(wrong);
  });

  it.each([
    [
      'ice rink: skates, sessions, customers, and hires where a customer takes out a pair of skates for one session',
      'hire>skate',
    ],
    [
      'a shoe shop: boots, customers and fittings where a customer tries a pair of boots',
      'fitting>boot',
    ],
    ['a key cutter: keys, clients and jobs where a client brings a set of keys', 'job>key'],
  ])('"a pair of X" in a "where" clause is the X: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
    expect(recordsOf(prompt)).not.toContain('pair');
    expect(recordsOf(prompt)).not.toContain('set');
  });

  it.each([
    [
      'taproom: the beers we brew, kegs (size, full y/n) each filled with one beer, and taps',
      'keg>beer',
    ],
    ['a jam maker: fruits, jars (size, date) each filled with one fruit, and markets', 'jar>fruit'],
    ['a bakery: ovens, loaves (weight) each baked in one oven, and customers', 'loaf>oven'],
  ])('"each" and a participle set apart say where each one is: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
    expect(recordsOf(prompt)).toHaveLength(3);
  });
});
