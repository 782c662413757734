import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "which shelf we keep it on", "which room of her house it's in": the one picked with "which" is
 * the one each record is at or goes to, not what it is part of.
 */
describe('the one picked with "which" is each record’s', () => {
  it.each([
    ['tool library: each tool and which shelf we keep it on', 'shelf tool | tool>shelf'],
    [
      'my vinyl shop: each record and which customer we sold it to',
      'customer record | record>customer',
    ],
    [
      'garden planner: list each plant and which bed of the garden it grows in',
      'bed plant | plant>bed',
    ],
    [
      "my grandmother's jewellery: each piece, which box of her dresser it's kept in and which cousin she wants to give it to",
      'box cousin piece | piece>box piece>cousin',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"which X … which Y": each pairing is noted, many of each', () => {
  it.each([
    [
      'volunteers and events. we note which volunteer worked at which event',
      'event volunteer | event<>volunteer',
    ],
    [
      'stables: horses and shows. we record which horse competed at which show',
      'horse show | horse<>show',
    ],
    [
      'choir: singers and concerts, we write down which singer sang in which concert',
      'concert singer | concert<>singer',
    ],
    [
      'herders and their reindeer. at each round-up we write down which reindeer was seen at which round-up',
      'herder reindeer round-up | reindeer<>round-up reindeer>herder',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"which Xs" picked for each one: many of each', () => {
  it.each([
    [
      'Band app: gigs, songs, and for every gig we note which songs were played.',
      'gig song | gig<>song',
    ],
    [
      'Choir: rehearsals and singers, I mark which singers came to each rehearsal.',
      'rehearsal singer | rehearsal<>singer',
    ],
    [
      'Five-a-side: players and weekly games; for each game I tick which players showed up.',
      'game player | game<>player',
    ],
    [
      'Florist school: students and arrangements; I note which flowers are used in the arrangement.',
      'arrangement flower student | arrangement<>flower',
    ],
    [
      'Soup kitchen: volunteers and shifts - each shift we log which volunteers helped out.',
      'shift volunteer | shift<>volunteer',
    ],
    [
      'We keep our instruments and our songs; for every song in our book I want to note which instruments it needs',
      'instrument song | instrument<>song',
    ],
    [
      'a register of dogs. We also record which shows every dog has entered over the years',
      'dog show | dog<>show',
    ],
    ['I keep my recipes and note which spices they need', 'recipe spice | recipe<>spice'],
    ['the choir members and which songs they sang', 'member song | member<>song'],
    ['Songs and gigs: for every gig we note which songs we played.', 'gig song | gig<>song'],
    ['Walks and birds: on each walk I tick which birds I saw.', 'bird walk | bird<>walk'],
    ['Tools and jobs: for every job I list which tools I took.', 'job tool | job<>tool'],
    [
      'Friends and trips: for each trip I record which friends came along.',
      'friend trip | friend<>trip',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

it('picks no record where the ones picked are times: which days they open', () => {
  expect(modelOf('a directory of farmers markets with which days they open')).not.toContain('<>');
});

it('reads which ones a person does something to as a pick only when said with "which"', () => {
  expect(
    modelOf('every time one flowers I log a bloom with the date and the number of flowers'),
  ).not.toContain('<>');
  expect(modelOf('which landowners i work for, and every visit i make to a hedge')).not.toContain(
    '<>',
  );
});
