import { describe, expect, it } from 'vitest';
import { modelOf, recordsOf } from './model-test-kit.ts';

describe('what one of the records taking part has', () => {
  it.each([
    [
      'families, their kids, sitters and sits, each sit is one sitter looking after one family’s kids for an evening',
      'family kid sit sitter | kid>family sit>family sit>sitter',
    ],
    [
      'owners, their dogs, walkers and walks - a walk is one walker taking one owner’s dogs out',
      'dog owner walk walker | dog>owner walk>owner walk>walker',
    ],
    [
      'foxes, trackers and fixes: a fix is one fox’s position logged by one tracker',
      'fix fox tracker | fix>fox fix>tracker',
    ],
  ])('is theirs, and they take part: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a list that goes on past a clause about one of its items', () => {
  it.each([
    [
      'the rooms, the jobs that need doing in each room, tradespeople we have contacted, and quotes',
      'job quote room tradesperson',
    ],
    [
      'the farms we buy from, carcasses that each come from one farm, butchers we trained, and cuts',
      'butcher carcass cut farm',
    ],
    [
      'walks, the dogs that come on each walk, walkers we have hired, and owners',
      'dog owner walk walker',
    ],
  ])('keeps every item: %s', (prompt, records) => {
    expect(recordsOf(prompt).join(' ')).toBe(records);
  });
});

describe('an act said by its verb with a preposition', () => {
  it.each([
    [
      'jobs, tradespeople and quotes: a tradesperson quotes for one job',
      'job quote tradesperson | quote>job quote>tradesperson',
    ],
    ['lots, bidders and bids, a bidder bids on one lot', 'bid bidder lot | bid>bidder bid>lot'],
    [
      'walkers, routes and walks, a walker walks on one route',
      'route walk walker | walk>route walk>walker',
    ],
  ])('is kept by the act: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('what one thing does, said by a verb WordNet knows only as a verb', () => {
  it.each([
    [
      "I'm a photographer doing weddings and christenings. I need clients, shoots for each client and galleries of each shoot",
      'client gallery shoot | gallery>shoot shoot>client',
    ],
    [
      'we are a small bakery doing birthday cakes and cupcakes. customers, orders from one customer and the products in each order',
      'customer order product | order>customer product>order',
    ],
    [
      "I'm a tutor doing maths and physics lessons. pupils, parents and the sessions each pupil has",
      'parent pupil session | session>pupil',
    ],
  ])('names no records: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"and Xs each <done> by one Y"', () => {
  it.each([
    ['clients, and parties each booked by one client', 'client party | party>client'],
    [
      'gardens, and visits each made by one gardener, and gardeners',
      'garden gardener visit | visit>gardener',
    ],
    ['bands, and gigs each played by one band', 'band gig | gig>band'],
  ])('names the Xs: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('", and Xs" after the values a "with" gives', () => {
  it.each([
    [
      'customers, sessions, bookings where a customer books one session with amount paid, and waivers each signed by one customer',
      'booking customer session waiver | booking>customer booking>session waiver>customer',
    ],
    [
      'owners, boats, hires where an owner rents one boat with price and deposit, and reviews each written by one owner',
      'boat hire owner review | hire>boat hire>owner review>owner',
    ],
    [
      'members, classes, bookings of one class by one member with date and time, and payments each made by one member',
      'booking class member payment | booking>class booking>member payment>member',
    ],
  ])('goes on with the list around it: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"also Xs on a Y (…)", a sentence with no verb', () => {
  it.each([
    [
      'members and actions. also appeals against an action (reason, upheld y/n)',
      'action appeal member | appeal>action',
    ],
    ['drivers and vans. also faults on a van (text, date)', 'driver fault van | fault>van'],
    ['tenants and flats. also repairs in a flat (cost, date)', 'flat repair tenant | repair>flat'],
    [
      'teams and players. plus injuries of a player (date, type)',
      'injury player team | injury>player',
    ],
  ])('names a record type: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"by" after the place of a participle', () => {
  it.each([
    [
      'members, meetings, the speeches given at each meeting by a member, and evaluations',
      'meeting member speech | speech>meeting speech>member',
    ],
    [
      'bands, shows and the songs played at each show by a band',
      'band show song | song>band song>show',
    ],
    [
      'patients, doctors, visits and notes written at each visit by a doctor',
      'doctor note patient visit | note>doctor note>visit',
    ],
  ])('names who did it, not who the place is by: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('counts of more than one ("more than one", "2 or 3", "up to 3")', () => {
  it.each([
    [
      'shows, acts and kids; each act has a few kids, kids can be in more than one act',
      'act kid show | act<>kid show>act',
    ],
    [
      'presenters and shows: a show can have 2 or 3 presenters and some presenters do more than one show',
      'presenter show | presenter<>show',
    ],
    [
      'projects and students, a project has up to 3 students and a student can join more than one project',
      'project student | project<>student',
    ],
  ])('say many: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('…but "hooked up to one machine" is a particle and one', () => {
    expect(
      modelOf('patients, machines and sessions where one patient is hooked up to one machine'),
    ).toBe('machine patient session | session>machine session>patient');
  });
});

describe('"Xs - every time I <do> one A with one B"', () => {
  it.each([
    [
      'pens, inks and inkings - every time I fill one pen with one ink I note the date',
      'ink inking pen | inking>ink inking>pen',
    ],
    [
      'calves, bottles and feeds: each time we feed one calf from one bottle',
      'bottle calf feed | feed>bottle feed>calf',
    ],
    [
      'boats, anglers and trips - every time we take one boat out with one angler',
      'angler boat trip | trip>angler trip>boat',
    ],
  ])('tells what each X is: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"each X\'s Ys", "every Y" in a list', () => {
  it.each([
    [
      'pocket money app: my kids and each kid’s savings goals, plus every payment in or out for a kid',
      'goal kid payment | goal>kid payment>kid',
    ],
    [
      'savings app: my accounts, each account’s goals, plus every deposit into an account',
      'account deposit goal | deposit>account goal>account',
    ],
    [
      'budget: my budgets, each budget’s expenses and every payment from a budget',
      'budget expense payment | expense>budget payment>budget',
    ],
  ])('are records, whatever their values: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"the Xs each <doing> for one Y"', () => {
  it.each([
    [
      'airlines and the aircraft each flying for one airline',
      'aircraft airline | aircraft>airline',
    ],
    ['schools and the buses each running for one school', 'bus school | bus>school'],
    ['clubs and the teams each playing for one club', 'club team | team>club'],
  ])('says what each X does: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"a <thing> making Xs" after "a"', () => {
  it.each([
    [
      'I own a dental lab making crowns and bridges for practices. practices, dentists at each practice and cases from one dentist',
      'case dentist practice | case>dentist dentist>practice',
    ],
    [
      'we are a family bakery making breads and pastries. cafes, orders from one cafe and the items in each order',
      'cafe item order | item>order order>cafe',
    ],
    [
      'I run a print shop making posters and flyers. customers, jobs for a customer and the presses each job runs on',
      'customer job press | job>customer job>press',
    ],
  ])('says what the thing does: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"which Y is doing each X"', () => {
  it.each([
    [
      'customers, orders each placed by one customer, and which decorator is doing each order',
      'customer decorator order | order>customer order>decorator',
    ],
    ['jobs, and which engineer is doing each job', 'engineer job | job>engineer'],
    ['deliveries, and which driver is taking each delivery', 'delivery driver | delivery>driver'],
  ])('names the one doing each: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
