import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

/** What an idea computes and does with one tap, read in several phrasings of each. */

const read = (prompt: string) => {
  const { entities } = understand(prompt).spec;
  return {
    names: entities.map((entity) => entity.name),
    computed: entities.flatMap((entity) =>
      (entity.computed ?? []).map((value) => `${entity.name}.${value.kind}`),
    ),
    actions: entities.flatMap((entity) =>
      (entity.actions ?? []).map((action) => `${entity.name}.${action.kind}`),
    ),
    entity: (name: string) => entities.find((entity) => entity.name === name),
  };
};

describe('streaks', () => {
  it.each([
    'a habit tracker where I check off habits each day and see my streaks',
    'Habits app: tick off each habit every day and show how many days in a row I kept it',
    'track my habits daily with a streak for each habit',
  ])('"%s" counts a streak from check-ins, checked off with one tap', (prompt) => {
    const model = read(prompt);
    expect(model.computed).toContain('Habit.streak');
    expect(model.actions).toContain('Habit.checkOff');
    expect(model.names).toContain('CheckIn');
    // The streak is computed, never a number the person types in.
    const habit = model.entity('Habit')!;
    expect(habit.fields.some((field) => /streak|done today/i.test(field.label))).toBe(false);
  });
});

describe('marking done and overdue', () => {
  it.each([
    'bills with an amount and a due date, I mark them paid and see which are overdue',
    'a list of library loans with a due date; mark a loan returned, and show overdue loans',
    'Chores with a due date. Mark chores done; late chores are shown in red.',
  ])('"%s" marks one done and flags it overdue', (prompt) => {
    const model = read(prompt);
    const marked = model.actions.find((action) => action.endsWith('.markDone'));
    expect(marked).toBeDefined();
    const entity = model.entity(marked!.split('.')[0]!)!;
    const overdue = entity.computed?.find((value) => value.kind === 'overdue');
    const markDone = entity.actions!.find((action) => action.kind === 'markDone')!;
    // Overdue stops once the tap has marked it done.
    expect(overdue?.against).toBe(markDone.field);
  });
});

describe('low stock', () => {
  it.each([
    'pantry items with quantity and a reorder level, warn me when stock is low',
    'office supplies cupboard - supplies, how many are left of each, reorder point',
    'spare parts inventory: parts with a minimum stock level so I know when to restock',
  ])('"%s" flags a quantity at or below its level', (prompt) => {
    const model = read(prompt);
    expect(model.computed.some((value) => value.endsWith('.lowStock'))).toBe(true);
  });
});

describe('days until the date the words name', () => {
  it.each([
    [
      'my insurance policies with the premium and renewal date, grouped by provider; show days until each one renews',
      'InsurancePolicy',
      'renewalDate',
    ],
    [
      'documents with an expiry date, grouped into folders; days until each one expires',
      'Document',
      'expiryDate',
    ],
    [
      'club memberships with the fee and renewal date, in categories; days until each one renews',
      'ClubMembership',
      'renewalDate',
    ],
  ])('"%s" counts down on the %s, to its %s', (prompt, name, date) => {
    const app = read(prompt);
    expect(app.computed.filter((value) => value.endsWith('.daysUntil'))).toEqual([
      `${name}.daysUntil`,
    ]);
    expect(app.entity(name)!.computed!.find((value) => value.kind === 'daysUntil')?.field).toBe(
      date,
    );
  });
});

describe('a loan of its own', () => {
  it.each([
    [
      'climbing wall: members borrow shoes, we mark the loan returned and see which loans are late',
      'Member',
    ],
    [
      'friends borrow my board games; I want to mark the loan returned and see which loans are late',
      'BoardGame',
    ],
    [
      'I lend books to my students and want to mark each one returned and see what is overdue',
      'Student',
    ],
  ])('"%s" keeps loans, linked to the %s, due back and marked returned', (prompt, linked) => {
    const app = read(prompt);
    expect(app.computed).toEqual(['Loan.overdue']);
    expect(app.actions).toEqual(['Loan.markDone']);
    const link = app.entity('Loan')!.fields.find((field) => field.relation === linked);
    expect(link).toMatchObject({ type: 'relation', required: true });
    expect(
      app.entity(linked)!.fields.some((field) => /^(?:dueBack|returned|returnBy)/.test(field.name)),
    ).toBe(false);
  });
});

describe('low stock of a record grouped by another', () => {
  it.each([
    [
      'spice rack: jars by cuisine with how many grams left and the level where I should buy more',
      'Jar',
      'grams',
      'level',
    ],
    [
      'bar stock: bottles by brand with how many shots left and the level to reorder at',
      'Bottle',
      'shots',
      'level',
    ],
    [
      'craft cupboard: paints by colour with how many tubes left and a minimum',
      'Paint',
      'tubes',
      'minimum',
    ],
  ])('"%s" flags the %s that runs low, by the count it keeps', (prompt, name, count, level) => {
    const app = read(prompt);
    expect(app.computed).toEqual([`${name}.lowStock`]);
    expect(app.entity(name)!.computed![0]).toMatchObject({ field: count, against: level });
  });
});

describe('values over linked records', () => {
  it.each([
    [
      'restaurants and their visits with a rating, and the average rating for each restaurant',
      'Restaurant.average',
    ],
    ['cars and their services with a cost, and the total cost per car', 'Car.sum'],
    [
      'exercises and their sets with a weight, and my best weight for each exercise',
      'Exercise.max',
    ],
  ])('"%s" computes the value on the record it is said of', (prompt, value) => {
    expect(read(prompt).computed).toContain(value);
  });

  it.each([
    'friends and their birthdays, with how many days until each birthday',
    'subscriptions with a renewal date; show the days until each subscription renews',
    'passports and visas with an expiry date and a countdown of days until each expires',
  ])('"%s" counts the days until a date', (prompt) => {
    expect(read(prompt).computed.some((value) => value.endsWith('.daysUntil'))).toBe(true);
  });
});

describe('ideas that compute nothing', () => {
  it.each([
    'a recipe book where I save recipes with ingredients and photos',
    'Wedding guest list: names, table and meal choice',
    'journal entries with a mood',
  ])('"%s" has no computed values or actions', (prompt) => {
    const model = read(prompt);
    expect([...model.computed, ...model.actions]).toEqual([]);
  });
});

describe('said of a record by "as" and "each"', () => {
  it.each([
    ['vaccinations with a due date; mark a vaccination as given', 'Vaccination', 'Mark given'],
    ['orders with a ship-by date; I mark each order as shipped', 'Order', 'Mark shipped'],
    ['invoices with a due date, and I mark an invoice as sent', 'Invoice', 'Mark sent'],
  ])('"%s" marks one done with the word after "as"', (prompt, name, label) => {
    const entity = read(prompt).entity(name)!;
    const action = entity.actions?.find((candidate) => candidate.kind === 'markDone');
    expect(action?.label).toBe(label);
    // A flag, or the date it was done ("Date given") when the record has one.
    expect(['boolean', 'date', 'datetime']).toContain(
      entity.fields.find((field) => field.name === action?.field)?.type,
    );
  });

  it.each([
    ['courses and assignments; each course shows how many assignments it has', 'Course.count'],
    ['playlists with songs; show how many songs each playlist has', 'Playlist.count'],
    ['teams and players, and the number of players per team', 'Team.count'],
  ])('"%s" counts on the record after "each" or "per"', (prompt, value) => {
    expect(read(prompt).computed).toEqual([value]);
  });

  it.each([
    [
      'Our office lends projectors to staff. Each checkout has the staff member and a due date. One tap to check it back in',
      'Checkout',
    ],
    [
      'tool crib at the factory: sign-outs with the worker, the tool and a date due back. a button to sign a sign-out back in',
      'SignOut',
    ],
    [
      'equipment cage: checkouts with the borrower and a due date, one tap to check it back in',
      'Checkout',
    ],
  ])('"%s" checks a %s back in with one tap: returned', (prompt, name) => {
    const entity = read(prompt).entity(name)!;
    const action = entity.actions?.find((candidate) => candidate.kind === 'markDone');
    expect(action?.label).toBe('Mark returned');
    expect(entity.fields.find((field) => field.name === action?.field)?.type).toBe('boolean');
  });

  it.each([
    [
      'courses and assignments; each course shows how many assignments it has',
      'Course',
      'Assignment',
    ],
    ['bands and gigs; for each band show how many gigs it has played', 'Band', 'Gig'],
    ['shelves and jars; on each shelf show the number of jars it holds', 'Shelf', 'Jar'],
  ])('"%s": the records counted per a record belong to it', (prompt, owner, counted) => {
    const app = read(prompt);
    const count = app.entity(owner)?.computed?.find((value) => value.kind === 'count');
    expect(count?.over?.entity).toBe(counted);
    const link = app.entity(counted)?.fields.find((field) => field.name === count?.over?.link);
    expect(link).toMatchObject({ type: 'relation', relation: owner, required: true });
  });
});

describe('done and overdue said loosely', () => {
  it.each([
    'a list of tasks with due dates where I can tick each one done and see the ones past their date',
    'my invoices with due dates, show the ones that missed their deadline and let me tick one off as paid',
  ])('"%s" marks done and flags overdue', (prompt) => {
    const { computed, actions } = read(prompt);
    expect(computed.filter((value) => value.endsWith('.overdue'))).toHaveLength(1);
    expect(actions.filter((action) => action.endsWith('.markDone'))).toHaveLength(1);
  });
});

describe('time recorded by a timer', () => {
  it.each([
    ['projects with a start/stop timer, and the total time per project this week', 'Project'],
    ['songs I practise with start/stop, show how long I spent in total on each song', 'Song'],
  ])('"%s" totals the minutes of the sessions the timer records', (prompt, owner) => {
    const entity = read(prompt).entity(owner)!;
    const timer = entity.actions?.find((action) => action.kind === 'startStop');
    expect(entity.computed).toContainEqual(
      expect.objectContaining({ kind: 'sum', over: timer!.over, field: timer!.field }),
    );
  });
});

describe('values asked of a text value', () => {
  it.each([
    ['orchard: trees and harvests with yield, the best yield per tree', 'Tree.max', 'yield'],
    ['gardens: beds and pickings with yield, the average yield per bed', 'Bed.average', 'yield'],
    ['kilns and firings with peak, the hardest peak per kiln', 'Kiln.max', 'peak'],
    [
      'koi ponds - my ponds, water tests with pH and ammonia, latest pH for every pond and average ammonia',
      'Pond.average',
      'ammonia',
    ],
  ])('"%s" gives %s over a number: the ask says the value is one', (prompt, value, field) => {
    const app = read(prompt);
    expect(app.computed).toContain(value);
    const [owner, kind] = value.split('.');
    const computed = app.entity(owner!)!.computed!.find((candidate) => candidate.kind === kind)!;
    const over = app.entity(computed.over!.entity)!;
    expect(over.fields.find((candidate) => candidate.name === computed.field)).toMatchObject({
      name: field,
      type: 'number',
    });
  });

  it('reads a short label said whole: "latest pH"', () => {
    const app = read(
      'koi ponds - my ponds, water tests with pH and ammonia, latest pH for every pond and average ammonia',
    );
    const latest = app.entity('Pond')!.computed!.find((value) => value.kind === 'latest');
    expect(latest?.field).toBe('pH');
  });
});
