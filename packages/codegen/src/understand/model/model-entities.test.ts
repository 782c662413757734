import { describe, expect, it } from 'vitest';
import { buildModel } from '../../render/model.ts';
import { understand } from '../understand.ts';

const entitiesOf = (prompt: string) => understand(prompt).spec.entities;

describe('the entities of a data model', () => {
  it.each([
    ['Recipe box: recipes are stored in folders, and folders are in boxes', 'Recipe'],
    ['Photo keeper: albums contain photos, and each album belongs to a trip', 'Photo'],
    ['Touring app: setlists have songs, and each setlist is for a gig', 'Gig'],
    ['Salon app: clients and appointments, each appointment belongs to a client', 'Client'],
  ])('a sentence about records is a link, never a value: %s', (prompt, reader) => {
    const entities = entitiesOf(prompt);
    const reading = entities.find((entity) => entity.name === reader)!;
    expect(reading.fields.map((field) => field.label.toLowerCase())).not.toContainEqual(
      expect.stringMatching(/\b(?:are|is|have|has|contain|belongs?)\b/),
    );
    expect(
      entities.some((entity) => entity.fields.some((field) => field.type === 'relation')),
    ).toBe(true);
  });

  it.each([
    ['A music app where each album has one artist and many songs', 'Album', 'manySongs'],
    ['Gardening app where each bed has many plants and one gardener', 'Bed', 'manyPlants'],
    [
      'Course platform where each course has one instructor and many lessons, and students enroll in courses',
      'Course',
      'studentsEnroll',
    ],
  ])('a value that names another record type is the link: %s', (prompt, name, value) => {
    const entity = entitiesOf(prompt).find((candidate) => candidate.name === name)!;
    expect(entity.fields.map((field) => field.name)).not.toContain(value);
    const title = entity.fields.find((field) => field.name === entity.titleField);
    expect(title?.type).toBe('text');
  });

  it.each([
    [
      'A music school app: teachers and lessons; each lesson is taught by one teacher',
      'Lesson',
      'instrument',
    ],
    ['A board game cafe: games and tables, each table has a game', 'Game', 'maxPlayers'],
    ['Hockey league: teams and players; every player belongs to a team', 'Team', 'points'],
  ])('a record takes the kind its noun has in the app’s context: %s', (prompt, name, value) => {
    const entity = entitiesOf(prompt).find((candidate) => candidate.name === name)!;
    expect(entity.fields.map((field) => field.name)).toContain(value);
  });

  it.each([
    [
      'Food truck app: menu items, orders and order items; each order item links an order and a menu item',
      'OrderItem',
      'customer',
    ],
    ['Bakery: orders and order items; each order item is for an order', 'OrderItem', 'customer'],
    ['Camp app: trips and trip photos, each trip photo is from a trip', 'TripPhoto', 'destination'],
  ])('a record named after another is not read as that one: %s', (prompt, name, value) => {
    const entity = entitiesOf(prompt).find((candidate) => candidate.name === name)!;
    expect(entity.fields.map((field) => field.name)).not.toContain(value);
  });

  it.each([
    [
      'Dog walking app.\nClients have a name, phone and address.\nDogs have a name, breed and a client.',
      'Dog',
      'Client',
      'address',
    ],
    [
      'Events app.\nVenues have a name, capacity and address.\nEvents have a title, a date and a venue.',
      'Event',
      'Venue',
      'address',
    ],
    [
      'Shop app.\nSuppliers have a name, email and address.\nProducts have a name, price and supplier.',
      'Product',
      'Supplier',
      'address',
    ],
  ])(
    '"Xs have a, b and c" sentences name record types and link by a value that is one: %s',
    (prompt, child, parent, value) => {
      const entities = entitiesOf(prompt);
      const linked = entities.find((entity) => entity.name === child);
      expect(linked?.fields.find((field) => field.type === 'relation')?.relation).toBe(parent);
      const held = entities.find((entity) => entity.name === parent);
      expect(held?.fields.map((field) => field.name)).toContain(value);
    },
  );

  const fieldsOf = (prompt: string, name: string) =>
    entitiesOf(prompt)
      .find((entity) => entity.name === name)
      ?.fields.map((field) => field.name) ?? [];

  it.each([
    ['Dog walking: owners, dogs and walks, every walk takes one dog', 'Walk', 'price'],
    ['Poll app with polls, options and votes; each vote picks one option', 'Poll', 'name'],
    ['Dog walker app: dogs and walks; each walk is for one dog', 'Walk', 'duration'],
  ])(
    'a record keeps values of its own, never the list of record types: %s',
    (prompt, name, value) => {
      const fields = fieldsOf(prompt, name);
      expect(fields).toContain(value);
      // The linked dog's own name says whose walk it is.
      expect(fields.filter((field) => /^(?:dogs|dogName|polls|owners|walks)$/.test(field))).toEqual(
        [],
      );
    },
  );

  it.each([
    ['Soccer club app: players and matches, each player is in a squad', 'Match', 'homeScore'],
    ['Basketball league: teams and games; each team plays many games', 'Game', 'homeScore'],
    ['Library app with books and members; members borrow books', 'Book', 'author'],
  ])(
    'listed records take the kind their noun has in the app, not where they are kept: %s',
    (prompt, name, value) => {
      const fields = fieldsOf(prompt, name);
      expect(fields).toContain(value);
      expect(fields).not.toContain('returned');
      expect(fields).not.toContain('kills');
    },
  );

  it.each([
    ['Organise tools in toolboxes', 'Toolbox'],
    ['Kanban app: boards and the cards on each board', 'Board'],
    ['Keep notes in notebooks', 'Notebook'],
  ])('a record that only holds others keeps a name and no to-do status: %s', (prompt, name) => {
    const entity = entitiesOf(prompt).find((candidate) => candidate.name === name)!;
    const names = entity.fields.map((field) => field.name);
    expect(names).toContain('name');
    expect(names).not.toContain('status');
  });

  it.each([
    ['Store my photos in albums', ['Album', 'Photo'], 'Photo'],
    ['Keep notes in notebooks', ['Note', 'Notebook'], 'Note'],
    ['Organise tools in toolboxes', ['Tool', 'Toolbox'], 'Tool'],
  ])('two record types, one kept in the other: %s', (prompt, names, child) => {
    const entities = entitiesOf(prompt);
    expect(entities.map((entity) => entity.name).sort()).toEqual(names);
    const linked = entities.find((entity) => entity.name === child)!;
    expect(linked.fields.filter((field) => field.type === 'relation')).toHaveLength(1);
  });

  it.each([
    ['Manage projects and their tasks', ['Project', 'Task'], 'Task'],
    ['Keep clients and their invoices', ['Client', 'Invoice'], 'Invoice'],
    ['Follow authors and their books', ['Author', 'Book'], 'Book'],
  ])('two record types listed together, one owning the other: %s', (prompt, names, child) => {
    const entities = entitiesOf(prompt);
    expect(entities.map((entity) => entity.name).sort()).toEqual(names);
    const linked = entities.find((entity) => entity.name === child)!;
    expect(linked.fields.filter((field) => field.type === 'relation')).toHaveLength(1);
  });

  it.each([
    ['Packing lists for my trips'],
    ['Lesson plans for my classes'],
    ['a team announcements board where managers post updates'],
    ['friends share photos of their hikes'],
  ])('one record type when the other is what it is for, or its users: %s', (prompt) => {
    expect(entitiesOf(prompt)).toHaveLength(1);
  });

  it.each([
    ['A bakery app: customers and orders, each order is placed by a customer', 'Order'],
    ['Freelance app with clients and invoices; each invoice goes to one client', 'Invoice'],
    [
      'Rent tracker: tenants and rent payments; each rent payment is made by a tenant',
      'RentPayment',
    ],
  ])(
    'a record whose usual title became a link is titled by a value of its own: %s',
    (prompt, name) => {
      const entity = entitiesOf(prompt).find((candidate) => candidate.name === name)!;
      expect(entity.fields.some((field) => field.type === 'relation')).toBe(true);
      const title = entity.fields.find((field) => field.name === entity.titleField);
      expect(title?.type).toBeDefined();
      expect(title?.type).not.toBe('relation');
    },
  );

  it('renders a spec whose title is a link (as a language model may write it) with a title of its own', () => {
    const spec = understand(
      'Freelance app with clients and invoices; each invoice goes to one client',
    ).spec;
    const invoice = spec.entities.find((entity) => entity.name === 'Invoice')!;
    const model = buildModel({
      ...spec,
      entities: spec.entities.map((entity) =>
        entity === invoice ? { ...entity, titleField: 'client' } : entity,
      ),
    });
    const title = model.entity('Invoice').title;
    expect(title.type).not.toBe('relation');
    expect(title.name).toBe(invoice.fields.find((field) => field.type === 'text')!.name);
  });
});

describe('values listed in parentheses for a record, none of them what its known kind keeps', () => {
  it.each([
    ['skittles: players and the games they play (score, date)', 'Game', ['score', 'date']],
    [
      'waitressing: the restaurants I work at and my shifts (hours, tips) at each',
      'Shift',
      ['hours', 'tips'],
    ],
    [
      'cricket club: players and the matches they play (runs, wickets)',
      'Match',
      ['runs', 'wickets'],
    ],
  ])("are the record's values, not added to the kind's: %s", (prompt, name, values) => {
    const entity = entitiesOf(prompt).find((candidate) => candidate.name === name)!;
    const own = entity.fields.filter(
      (field) => field.type !== 'relation' && !['name', 'title'].includes(field.name),
    );
    expect(own.map((field) => field.name)).toEqual(values);
  });

  it('a value the kind keeps leaves the kind its own: "books (author, pages)"', () => {
    const book = entitiesOf('book club: members and the books they read (author, pages)').find(
      (candidate) => candidate.name === 'Book',
    )!;
    expect(book.fields.map((field) => field.name)).toContain('genre');
  });
});

describe('a club, a society or a group that keeps things, not its members', () => {
  it.each([
    [
      'Our club enters a few competitions, each with an entry fee and a closing date.',
      'Competition',
    ],
    ['society of model engineers - we track locomotives we build', 'Locomotive'],
    ['volunteering group: litter picks with date and bags collected', 'LitterPick'],
  ])("gives the things no member's values: %s", (prompt, name) => {
    const entity = entitiesOf(prompt).find((candidate) => candidate.name === name);
    const fields = entity?.fields.map((field) => field.name) ?? [];
    expect(fields.length).toBeGreaterThan(0);
    expect(fields).not.toContain('membership');
    expect(fields).not.toContain('duesPaid');
  });
});
