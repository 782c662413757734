import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { dataModelOf } from './data-model.ts';
import { modelOf } from './model-test-kit.ts';

/** The links as `child>parent` with every word of each record type: "order item>menu item". */
const linksOf = (prompt: string) => {
  const model = dataModelOf(prompt);
  const name = (record: { words: string[] }) => record.words.join(' ');
  return [
    ...model.links.map((link) => `${name(link.child)}>${name(link.parent)}`),
    ...model.manyToMany.map((pair) => pair.map(name).sort().join('<>')),
  ].sort();
};
const entityNames = (prompt: string) =>
  understand(prompt)
    .spec.entities.map((entity) => entity.name)
    .sort();

describe('idioms, rates and shared head nouns', () => {
  it.each([
    ['Conference app: talks and rooms; every talk takes place in a room', ['talk>room']],
    ['Festival app: gigs and stages, each gig takes place on a stage', ['gig>stage']],
    ['Sports day: races and pupils; pupils take part in races', ['pupil<>race']],
  ])('"take place", "take part" are verbs, not a record: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(links);
    expect(entityNames(prompt)).not.toContain('Place');
    expect(entityNames(prompt)).not.toContain('Part');
  });

  it.each([
    ['Chefs and the dishes each chef cooks', ['dish>chef']],
    ['Teachers and the quizzes each teacher writes', ['quiz>teacher']],
    ['Artists and the songs each artist sings', ['song>artist']],
  ])('"the Xs each Y verbs": each X has its Y: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(links);
  });

  it.each([
    ['Track my tools and the sheds they hang in', ['tool>shed']],
    ['Boxes and the shelves the boxes are on', ['box>shelf']],
    [
      'Keep my fish, the tanks they swim in and the rooms the tanks are in',
      ['fish>tank', 'tank>room'],
    ],
  ])('"the Ys they are in": each is in a Y: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(links);
  });

  it.each([
    [
      'Car rental: customers, cars and rentals; customers rent cars',
      ['rental>car', 'rental>customer'],
    ],
    [
      'Restaurant app: guests, tables and reservations; guests reserve tables',
      ['reservation>guest', 'reservation>table'],
    ],
    ['Tool library: members, tools and loans; members loan tools', ['loan>member', 'loan>tool']],
  ])('a verb whose act the app keeps links through it: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(links);
  });

  it.each([
    ['Keep my comics in boxes and my boxes in rooms', ['box>room', 'comic>box']],
    ['Keep my shoes in boxes and my boxes in wardrobes', ['box>wardrobe', 'shoe>box']],
    ['Keep my stamps in albums and my albums in boxes', ['album>box', 'stamp>album']],
  ])('"in", "on" are prepositions, never part of a noun phrase: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(links);
  });

  it.each([
    ['Wardrobe app: shelves, bags and the shoes kept in each bag', ['shoe>bag']],
    ['Library: shelves, readers and the books borrowed by each reader', ['book>reader']],
    ['Studio: rooms, bands and the sessions booked in each room', ['session>room']],
  ])('a participle after a list describes its last phrase: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(links);
  });

  it.each([
    ['Photos and videos stored on my phone'],
    ['Recipes and menus planned for my restaurant'],
    ['Songs and playlists saved on my laptop'],
  ])("the person's one thing is no record type: %s", (prompt) => {
    expect(linksOf(prompt)).toEqual([]);
    expect(dataModelOf(prompt).records).toHaveLength(2);
  });

  it.each([
    ['Track my clients and the invoices I send each client', ['invoice>client']],
    ['My dogs and the meals I feed each dog', ['meal>dog']],
    ['Coaching app: my athletes and the plans I write each athlete', ['plan>athlete']],
  ])('"the Xs I give each Y": each X is for a Y: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(links);
  });

  it.each([
    ['Dog walking: owners, dogs and walks, every walk takes one dog', ['walk>dog']],
    ['Hockey club app: players and games, each game is played at a rink', ['game>rink']],
    ['Gym: members, trainers and sessions, each session has one trainer', ['session>trainer']],
  ])('after a list, "each"/"every" starts the next subject: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(links);
  });

  it.each([
    ['Study app: courses and notes per course', ['Course', 'Note'], 'note>course'],
    ['Sales app: reps and deals per rep', ['Deal', 'Rep'], 'deal>rep'],
    ['Kennel app: dogs and feedings per dog', ['Dog', 'Feeding'], 'feeding>dog'],
  ])('records counted "per" a listed record link to it: %s', (prompt, names, link) => {
    expect(linksOf(prompt)).toEqual([link]);
    expect(entityNames(prompt)).toEqual(names);
  });

  it.each([
    [
      'Food truck app: menu items, orders and order items; each order item links an order and a menu item',
      ['order item>menu item', 'order item>order'],
    ],
    [
      'A warehouse app with storage bins and shipping bins; each shipping bin is filled from a storage bin',
      ['shipping bin>storage bin'],
    ],
    [
      'School app: class teachers and subject teachers; each subject teacher reports to a class teacher',
      ['subject teacher>class teacher'],
    ],
  ])('stay two record types when each names its kind: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(links);
  });
});

describe('an adverb inside a verb ("is always done by")', () => {
  it.each([
    [
      'teachers, classes and rooms. every class has its one teacher, a class is usually taught in the same room',
      'class room teacher | class>room class>teacher',
    ],
    [
      'nurses, wards and shifts. each ward has one sister, a shift is normally covered by one nurse',
      'nurse shift sister ward | shift>nurse ward>sister',
    ],
    [
      'boats, skippers and trips. every boat has its own mooring, a trip is always run by one skipper',
      'boat mooring skipper trip | boat>mooring trip>skipper',
    ],
  ])('leaves the verb whole: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });
});
