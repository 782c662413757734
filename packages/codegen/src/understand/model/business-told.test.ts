import { describe, expect, it } from 'vitest';
import { modelOf, recordsOf } from './model-test-kit.ts';

describe('whom the business works for, said once in telling what it does', () => {
  it.each([
    [
      'We service fire extinguishers for shops and offices. Customers, the sites each customer has, the extinguishers at every site',
      'customer extinguisher site',
    ],
    [
      'We drill water boreholes for farms and country houses and I keep each customer and their boreholes',
      'borehole customer',
    ],
    [
      'snail farm: pens and batches; we sell mostly to restaurants so keep buyers too, each harvest goes to one buyer',
      'batch buyer harvest pen',
    ],
  ])('is no record: %s', (prompt, records) => {
    expect(recordsOf(prompt).join(' ')).toBe(records);
  });

  it.each([
    ['I book lessons for clients: lessons and clients', 'client'],
    ['we make cakes for cafes: cafes, cakes and orders for a cafe', 'cafe'],
    ['we cater for weddings; each wedding has a menu and guests', 'wedding'],
  ])('…but people, or those named again, are: %s', (prompt, record) => {
    expect(recordsOf(prompt)).toContain(record);
  });

  it.each([
    ['I print the posters for the gigs we play', 'gig poster | poster>gig'],
    ['I edit the photos for the weddings we shoot', 'photo wedding | photo>wedding'],
  ])('…nor are the ones meant ("the gigs"): %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"the X each Y has (…)" in a list', () => {
  it.each([
    [
      'Customers, the sites each customer has (address, contact), the extinguishers at every site (size kg) and the annual service of each extinguisher (date, pass/fail)',
      'customer extinguisher service site | extinguisher>site service>extinguisher site>customer',
    ],
    [
      'owners, the boats each owner has (name, length), and the moorings each boat uses (pontoon, fee)',
      'boat mooring owner | boat>owner mooring>boat',
    ],
    [
      'families, the rooms each family has (size, floor), and repairs done in each room (cost)',
      'family repair room | repair>room room>family',
    ],
  ])("is a clause about the phrase before, not that record's values: %s", (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('what the business does, named by two plurals ("we do fireworks displays for …")', () => {
  it.each([
    [
      'we do fireworks displays for councils, schools and weddings. need our clients and the displays',
      'client display | display>client',
    ],
    ['we run sports camps for clubs and schools. keep the coaches and the camps', 'camp coach | '],
    [
      'we run arts workshops for libraries and museums. keep the artists and the workshops',
      'artist workshop | workshop>artist',
    ],
  ])('is one phrase, and whom it is for are no records: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"Xs hire us for Ys": what the business does for those who ask', () => {
  it.each([
    ['couples book us for weddings (date, venue)', 'couple wedding | wedding>couple'],
    ['schools hire us for trips (date, destination)', 'school trip | trip>school'],
    ['companies pay us for audits (date, fee)', 'audit company | audit>company'],
  ])("is theirs, each Y one X's: %s", (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"Xs call in with Ys": what those who get in touch come with', () => {
  it.each([
    ['customers phone in with orders (cake, date)', 'customer order | order>customer'],
    ['schools ring up with bookings (date, class)', 'booking school | booking>school'],
    ['tenants call in with repairs (issue, date)', 'repair tenant | repair>tenant'],
  ])("is theirs, each Y one X's: %s", (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
