import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { dataModelOf } from './data-model.ts';

/** The model as `records | links`, heads only, sorted: "owner pet | pet>owner". */
function modelOf(prompt: string) {
  const model = dataModelOf(prompt);
  const name = (record: { words: string[] }) => record.words.at(-1);
  const records = model.records.map(name).sort().join(' ');
  const links = [
    ...model.links.map((link) => `${name(link.child)}>${name(link.parent)}`),
    ...model.manyToMany.map((pair) => pair.map(name).sort().join('<>')),
  ].sort();
  return `${records} | ${links.join(' ')}`;
}

describe('the data model a sentence describes', () => {
  it.each([
    ['A kennel app with owners and dogs; each dog belongs to an owner', 'dog owner | dog>owner'],
    ['Keep boats and moorings. Every boat is kept at a mooring.', 'boat mooring | boat>mooring'],
    ['recipes and cookbooks, each recipe is in one cookbook', 'cookbook recipe | recipe>cookbook'],
    ['Parcels and couriers: parcels are assigned to couriers', 'courier parcel | parcel>courier'],
  ])('"belongs to", "is in", "is assigned to": %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });

  it.each([
    [
      'Climbing gym: routes, climbers and ascents. Each ascent is one climber on one route.',
      'ascent climber route | ascent>climber ascent>route',
    ],
    [
      'Bowling league: bowlers, lanes and games; every game is one bowler on one lane',
      'bowler game lane | game>bowler game>lane',
    ],
    [
      'Nurses and shifts: each shift is one nurse in one ward',
      'nurse shift ward | shift>nurse shift>ward',
    ],
  ])('"each X is one Y": %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });

  it.each([
    ['Garden: beds, plants in each bed, and harvests per plant', 'harvest>plant'],
    ['Brewery: batches, tanks and readings per batch', 'reading>batch'],
    ['Dairy farm: cows and milkings, and milk tests per cow', 'test>cow'],
  ])('a rate counts by a record, "per" one: %s', (prompt, link) => {
    expect(modelOf(prompt).split(' | ')[1]?.split(' ')).toContain(link);
  });

  it.each([
    ['a podcast app with episodes on each show', 'episode show | episode>show'],
    ['A quiz app: quizzes and the questions of each quiz', 'question quiz | question>quiz'],
    ['Sketchbooks and the drawings in each sketchbook', 'drawing sketchbook | drawing>sketchbook'],
    ['studios, classes for each studio and teachers', 'class studio teacher | class>studio'],
  ])('a preposition before "each": %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });

  it.each([
    ['each album has many tracks', 'album track | track>album'],
    [
      'Orders have line items; each order has one customer',
      'customer item order | item>order order>customer',
    ],
    [
      'Each workshop has one host and many attendees',
      'attendee host workshop | attendee>workshop workshop>host',
    ],
  ])('"has one" and "has many": %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });

  it.each([
    ['each review rates one restaurant', 'restaurant review | review>restaurant'],
    [
      'Each ballot picks a candidate and each ballot names a voter',
      'ballot candidate voter | ballot>candidate ballot>voter',
    ],
    ['each loan lends a tool to a neighbour', 'loan neighbour tool | loan>neighbour loan>tool'],
  ])('a record that records others: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });

  it.each([
    ['guests make bookings for each room', 'booking guest room | booking>guest booking>room'],
    ['Each customer places orders', 'customer order | order>customer'],
    ['every author writes posts', 'author post | post>author'],
  ])('a verb that makes records: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });

  it.each([
    ['Players and teams; a player can play for many teams', 'player team | player<>team'],
    [
      'readers and book clubs: each reader joins many clubs and each club has many readers',
      'club reader | club<>reader',
    ],
    ['Actors and films, an actor appears in many films', 'actor film | actor<>film'],
  ])('many of each: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });

  it.each([
    ['trips with date and distance, each trip has one driver'],
    ['Each order has a delivery address and a total; customers and orders'],
    ['a garden app: beds with size and soil, plants in each bed'],
  ])('values a record keeps are not records: %s', (prompt) => {
    const model = dataModelOf(prompt);
    const names = model.records.map((record) => record.words.at(-1));
    for (const value of ['date', 'distance', 'address', 'total', 'size', 'soil'])
      expect(names).not.toContain(value);
    expect([...model.values.values()].flat().length).toBeGreaterThan(0);
  });

  it.each([
    ['drivers are assigned to deliveries', 'delivery driver | delivery>driver'],
    ['Nurses and shifts: nurses are rostered to shifts', 'nurse shift | shift>nurse'],
    ['tickets are assigned to agents', 'agent ticket | ticket>agent'],
    ['each chore is assigned to a kid', 'chore kid | chore>kid'],
  ])('work assigned to people holds the link: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });

  it.each([
    ['a gym app where members book classes taught by trainers', 'class>trainer'],
    ['guests rent bikes repaired by mechanics', 'bike>mechanic'],
    ['readers borrow books written by authors', 'book>author'],
  ])('a participle after an object describes it: %s', (prompt, link) => {
    expect(modelOf(prompt)).toContain(link);
  });

  it.each([
    ['Track my bikes and the rides I do on each bike', 'bike ride | ride>bike'],
    ['books and the notes I take in each book', 'book note | note>book'],
    ['playlists and the songs you add to each playlist', 'playlist song | song>playlist'],
  ])('a clause of its own between a phrase and its place: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });

  it.each([
    ['a travel diary of trips with places visited on each trip and photos', 'place>trip'],
    ['notes written for each meeting and tasks', 'note>meeting'],
    ['songs played at each gig and setlists', 'song>gig'],
  ])('after "and", a phrase unlike the last is not the preposition\'s: %s', (prompt, link) => {
    expect(modelOf(prompt).split(' | ')[1]).toBe(link);
  });

  it.each([
    ['Gym logs with exercises, sorted by date, with monthly stats'],
    ['Invoices and clients with weekly totals, filter by client'],
    ['a book list with search and favourites; each book has one author'],
  ])('feature phrases are neither records nor values: %s', (prompt) => {
    const model = dataModelOf(prompt);
    const words = [
      ...model.records.flatMap((record) => record.words),
      ...[...model.values.values()].flat(),
    ].join(' ');
    expect(words).not.toMatch(/stats|totals|search|favourite|date\b/);
  });

  it.each([
    ['save my favourite quotes from books', 'book'],
    ['manage orders for my bakery', 'bakery'],
    ['meals for the week', 'week'],
  ])('a thing named in passing is no record type: %s', (prompt, passing) => {
    const records = dataModelOf(prompt).records.map((record) => record.words.at(-1));
    expect(records).not.toContain(passing);
  });

  it.each([
    ['A basketball stats app: points, rebounds, assists per player per game'],
    ['a meal log with calories, protein and carbs per meal'],
    ['track kills, deaths and assists per match'],
  ])('amounts listed "per" something are values, not records: %s', (prompt) => {
    const names = dataModelOf(prompt).records.map((record) => record.words.at(-1));
    for (const value of [
      'point',
      'rebound',
      'assist',
      'calory',
      'calorie',
      'protein',
      'carb',
      'kill',
      'death',
    ])
      expect(names).not.toContain(value);
  });
});

describe('when the data model of the sentence replaces that of its subject', () => {
  const entityNames = (prompt: string) =>
    understand(prompt)
      .spec.entities.map((entity) => entity.name)
      .sort();

  it.each([
    [
      'A dental clinic: patients book appointments with dentists',
      ['Appointment', 'Dentist', 'Patient'],
    ],
    ['students write essays for teachers', ['Essay', 'Student', 'Teacher']],
    ['guests leave reviews for hosts', ['Guest', 'Host', 'Review']],
  ])('three record types linked twice, even said of them all: %s', (prompt, names) => {
    expect(entityNames(prompt)).toEqual(names);
  });

  it.each([
    [
      'Library app with authors and books written by them, and members who borrow books',
      ['Author', 'Book', 'Member', 'MemberBook'],
    ],
    [
      'A gallery app with artists and paintings made by them, and buyers who collect paintings',
      ['Artist', 'Buyer', 'BuyerPainting', 'Painting'],
    ],
    [
      'School app with teachers and courses taught by them, and students who attend courses',
      ['Course', 'Student', 'StudentCourse', 'Teacher'],
    ],
  ])('three listed record types, linked twice: %s', (prompt, names) => {
    expect(entityNames(prompt)).toEqual(names);
  });

  it.each([
    ['A gym app with members, trainers and classes', ['Class', 'Member', 'Trainer']],
    ['Dog daycare: owners, dogs and stays', ['Dog', 'Owner', 'Stay']],
    ['A vet clinic app with owners, pets and appointments', ['Appointment', 'Owner', 'Pet']],
    [
      'manage my kids football team: players, positions and match results',
      ['MatchResult', 'Player', 'Position'],
    ],
    ['Farm: fields, crops and yields per crop', ['Crop', 'Field', 'Yield']],
    ['A basketball stats app for my team: points, rebounds, assists per player', ['Player']],
  ])('record types listed without links, each read once: %s', (prompt, names) => {
    expect(entityNames(prompt)).toEqual(names);
  });

  it.each([
    [
      'clients, dogs and walks; each walk is for one dog, with date, duration and price',
      'Walk',
      ['date', 'duration', 'price'],
    ],
    [
      'Plan trips with stops: each trip has many stops with address and arrival time',
      'Stop',
      ['address', 'arrivalTime'],
    ],
    [
      'Boats and trips: each trip uses one boat, with departure date and fare',
      'Trip',
      ['departureDate', 'fare'],
    ],
  ])('values go to the record they are said of: %s', (prompt, owner, values) => {
    const entities = understand(prompt).spec.entities;
    const fieldsOf = (name: string) =>
      entities.find((entity) => entity.name === name)?.fields.map((field) => field.name) ?? [];
    expect(fieldsOf(owner)).toEqual(expect.arrayContaining(values));
    for (const other of entities.filter((entity) => entity.name !== owner))
      expect(fieldsOf(other.name)).not.toEqual(expect.arrayContaining(values));
  });

  it.each([
    ['a team announcements board where managers post updates'],
    ['save my favourite quotes from books'],
    ['setlists for my band gigs'],
  ])("one link said of them all keeps the subject's model: %s", (prompt) => {
    expect(entityNames(prompt)).toHaveLength(1);
  });
});
