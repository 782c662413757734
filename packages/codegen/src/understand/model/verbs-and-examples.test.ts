import { describe, expect, it } from 'vitest';
import { linksOf, modelOf, recordsOf } from './model-test-kit.ts';

describe('examples listed after "like"', () => {
  it.each([
    [
      'milliner: clients, commissions for a client and materials like sinamay, felt and feathers with cost',
      'client commission material | commission>client',
    ],
    ['bakery: orders, and cakes like sponge, flapjack and scones with price', 'cake order | '],
    [
      'farm shop: suppliers and products like honey, jam and eggs for each supplier',
      'product supplier | product>supplier',
    ],
  ])('examples go on past their first comma: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    'a record shop: bands like Oasis, albums and songs',
    'a gallery: artists like Hockney, paintings and sales',
    'a bakery: bakers like Sam, cakes and orders',
  ])('…not past a plural that names the next record: %s', (prompt) => {
    expect(recordsOf(prompt)).toHaveLength(3);
  });

  it.each([
    'jewellery: designs, materials like silver wire, gemstones and clasps (cost, stock), and orders',
    'bakery: recipes, ingredients like flour, eggs and sugars (price), and bakes',
    'florist: orders, flowers like roses, tulips and lilies (colour), and customers',
  ])('…but after a kind, plural examples go on: %s', (prompt) => {
    expect(recordsOf(prompt)).toHaveLength(3);
  });
});

describe('verbs said of the records before them', () => {
  it.each([
    ['footpaths: paths, and wardens who each adopt a few paths', 'path<>warden'],
    ['allotments: plots, and members who each rent one plot', 'member>plot'],
    ['library: shelves, and volunteers who each tidy a shelf', 'volunteer>shelf'],
  ])('"who each" and a verb: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    [
      'milliner: commissions, blocks and materials; a commission uses lots of blocks and uses many materials',
      'commission<>material',
    ],
    [
      'kitchen: dishes, pans and ingredients; a dish needs two pans and uses many ingredients',
      'dish<>ingredient',
    ],
    ['bakery: vans, drivers and shops; a van has one driver and serves many shops', 'shop<>van'],
  ])('an "-s" after "and" goes on with the verb: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['milliner: clients, the hat blocks I own (size, shape) and commissions', 'block'],
    ['mechanic: jobs, and the van parts we stock (part number, price)', 'part'],
    ['florist: orders, and the flower boxes they deliver (size)', 'box'],
  ])('a plural before "I own" is what the clause is about: %s', (prompt, record) => {
    expect(recordsOf(prompt)).toContain(record);
  });
});

describe('small words written loosely', () => {
  it.each([
    ['bakery: ovens, and each batch that’s baked in an oven', 'batch>oven'],
    ['kennels: dogs, and the walker who’s taking each dog', 'dog>walker'],
    [
      "depot: faults, and each fault is fixed by a job that's assigned to one of our gangs",
      'job>gang',
    ],
  ])('"that’s" is "that is": %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['weather club: stations, and readings come in daily from a station', 'daily'],
    ['zine: subscribers, and issues go out monthly to subscribers', 'monthly'],
    ['allotments: plots, and inspections happen weekly on each plot', 'weekly'],
  ])('"daily" after a verb is how often: %s', (prompt, word) => {
    expect(recordsOf(prompt)).not.toContain(word);
  });

  it.each([
    ['zoo: animals, and feeds logged by whichever keeper was on shift', 'feed>keeper'],
    ['farm: cows, and milkings done by whichever milker is on', 'milking>milker'],
    ['gym: machines, and cleans done by whichever trainer closes up', 'clean>trainer'],
  ])('"whichever" names one of them: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('the subject right before its verb', () => {
  it.each([
    [
      'dog wardens: stray dogs we pick up are collected by one warden and taken to one of the kennels',
      'dog kennel warden | dog>kennel dog>warden',
    ],
    [
      'courier: depots, and the parcels we deliver are scanned at a depot',
      'depot parcel | parcel>depot',
    ],
    ['bakery: ovens, and the loaves they bake are proved in one oven', 'loaf oven | loaf>oven'],
  ])('"the dogs we pick up are …" is said of the dogs: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    ['music school: lessons are each taught by one teacher', 'lesson>teacher'],
    ['depot: parcels are each scanned at one depot', 'parcel>depot'],
    ['stables: horses are each shod by one farrier', 'horse>farrier'],
  ])('"are each collected" is said of each: %s', (prompt, link) => {
    expect(linksOf(prompt)).toEqual([link]);
  });
});

describe('list items that are clauses about records', () => {
  it.each([
    [
      'household: appliances: which room each appliance is in, warranties on an appliance',
      'appliance>room',
    ],
    ['rescue: hedgehogs: which pen each hedgehog is in, treatments for a hedgehog', 'hedgehog>pen'],
    ['cellar: kegs: which line each keg is on, cleanings of a line', 'keg>line'],
  ])('"which room each appliance is in" names the room: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    [
      "household: appliances: repairers we've used (name, phone) and repairs, every repair is to one appliance",
      'repair appliance repairer | repair>appliance',
    ],
    [
      'kitesurf: the spots I ride (beach, wind) and sessions, every session is at one spot',
      'session spot | session>spot',
    ],
    [
      "bakery: suppliers we've bought from (name, phone) and flours, every flour is from one supplier",
      'flour supplier | flour>supplier',
    ],
  ])('"repairers we have used" are the person’s records: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(
      model.replace('repair appliance repairer', 'appliance repair repairer'),
    );
  });
});

describe('where a list of values ends', () => {
  it.each([
    [
      'trade show: the stands at each show with stand number and size, the exhibitors (company, email), and bookings',
      'exhibitor>stand',
    ],
    [
      'dive centre: the boats with name and seats, the divers (level, agency), and dives',
      'diver>boat',
    ],
    ['kennels: the pens with number and size, the dogs (breed, age), and walks', 'dog>pen'],
  ])('a with-list of values ends at "the Xs" of the list around: %s', (prompt, link) => {
    expect(linksOf(prompt)).not.toContain(link);
  });
});

/** "for each service I want to log the parts I fit": the person's wish says what they do. */
describe('the act wished for', () => {
  it.each([
    ['for every job I need to record the materials I use', 'job material | material>job'],
    ['for each service I want to log the parts I fit', 'part service | part>service'],
    ["for each lesson we'd like to note the horses we ride", 'horse lesson | horse>lesson'],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
