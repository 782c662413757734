import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/** Balances earned and redeemed, or paid in and out, in several phrasings; and ideas that hold none. */

const entitiesOf = (prompt: string) => understand(prompt).spec.entities;

describe('money earned and spent', () => {
  it.each([
    [
      "teenagers earn cash for chores and spend it on games; show each teen's balance and no spending past zero",
      'Teen',
    ],
    [
      "my children get money for helping out and spend some at the shop. show each child's balance",
      'Child',
    ],
    [
      "the grandkids make money washing cars and spend it on sweets, show each grandkid's balance",
      'Grandkid',
    ],
  ])('"%s" keeps a money balance per person, spent only while it lasts', (prompt, owner) => {
    const entities = entitiesOf(prompt);
    const holder = entities.find((entity) => entity.name === owner)!;
    expect(holder.computed).toContainEqual(
      expect.objectContaining({ kind: 'balance', field: 'amount', minus: expect.anything() }),
    );
    expect(holder.actions).toContainEqual(expect.objectContaining({ kind: 'redeem' }));
    // A person keeps what people keep, not the chores' or the expenses' fields.
    expect(holder.fields.map((field) => field.name)).toContain('name');
    expect(holder.fields.some((field) => /dueDate|priority|paymentMethod/.test(field.name))).toBe(
      false,
    );
  });
});

describe('balances earned and redeemed', () => {
  it.each([
    [
      'a tutoring app where students earn credits by attending and can spend credits on extra lessons',
      'Student',
      'credits',
    ],
    ['kids earn stars for good behaviour and trade stars for treats', 'Kid', 'stars'],
    [
      'reward chart: my son gets a sticker for each good day and can swap 5 stickers for a toy',
      'Son',
      'stickers',
    ],
    [
      'each nurse earns overtime hours and can use them as time off; show hours remaining per nurse',
      'Nurse',
      'hours',
    ],
    [
      'gym where members are given tokens for each visit; show remaining tokens per member',
      'Member',
      'tokens',
    ],
  ])('"%s" keeps a balance of what is earned less what is redeemed', (prompt, owner, unit) => {
    const entities = entitiesOf(prompt);
    const holder = entities.find((entity) => entity.name === owner)!;
    const balance = holder.computed?.find((value) => value.kind === 'balance');
    expect(balance).toMatchObject({ name: unit, field: unit, minus: { field: unit } });
    expect(holder.actions).toContainEqual(
      expect.objectContaining({ kind: 'redeem', balance: unit }),
    );
    for (const linked of [balance!.over!, balance!.minus!]) {
      const records = entities.find((entity) => entity.name === linked.entity)!;
      const link = records.fields.find((field) => field.name === linked.link);
      expect(link).toMatchObject({ type: 'relation', relation: owner, required: true });
      expect(records.fields.find((field) => field.name === unit)?.type).toBe('number');
    }
    // The unit is the balance, not a record type of its own.
    expect(entities.some((entity) => entity.name.toLowerCase() === unit.slice(0, -1))).toBe(false);
  });

  it('pays money in and out of an account, refusing to take out more than is in it', () => {
    const entities = entitiesOf(
      'envelope budgeting: deposits and withdrawals for each envelope, with its balance',
    );
    const envelope = entities.find((entity) => entity.name === 'Envelope')!;
    expect(envelope.computed).toContainEqual(
      expect.objectContaining({ kind: 'balance', name: 'balance', field: 'amount' }),
    );
    expect(envelope.actions).toContainEqual(
      expect.objectContaining({ kind: 'redeem', label: 'Withdraw', balance: 'balance' }),
    );
    expect(envelope.fields.map((field) => field.name)).not.toContain('deposits');
  });

  it.each([
    [
      "school canteen: parents top up each pupil's card and we take lunches off it. show the balance per pupil",
      'Pupil',
    ],
    [
      "arcade: players put money on a card and we take it off for each game. show what's left per player",
      'Player',
    ],
    [
      "golf club bar: members put money on their tab and we take drinks off it. show each member's balance",
      'Member',
    ],
  ])(
    '"%s": money put on an account and taken off is its balance, no withdraw asked',
    (prompt, owner) => {
      const holder = entitiesOf(prompt).find((entity) => entity.name === owner)!;
      expect(holder.computed?.map((value) => value.kind)).toEqual(['balance']);
      expect(holder.actions ?? []).toEqual([]);
    },
  );

  it.each([
    [
      'yoga studio: clients buy bundles of classes, and each time they come we use up a class. show how many classes each client has left',
      'Client',
    ],
    [
      'car wash: drivers buy books of 5 washes and use one wash per visit. show how many washes each driver has left',
      'Driver',
    ],
    [
      'climbing wall: members buy packs of 10 entries and use one entry per visit; show how many entries each member has left, with a tap to use one',
      'Member',
    ],
  ])(
    '"%s": what is bought in packs and used up is a balance with a tap to use one',
    (prompt, owner) => {
      const { spec } = understand(prompt);
      expect(behaviourFound(spec)).toEqual([`${owner}.balance`, `${owner}.redeem`]);
      // What is left is the balance, not a count typed in.
      const holder = spec.entities.find((entity) => entity.name === owner)!;
      const names = holder.fields.map((field) => field.name);
      expect(names.filter((name) => ['quantity', 'left'].includes(name))).toEqual([]);
    },
  );

  it('keeps money paid in and taken out by the people the idea names, with nothing running low', () => {
    const entities = entitiesOf(
      'allowance tracker for my kids: they pay money in and take money out, show what is left for each',
    );
    const kid = entities.find((entity) => entity.name === 'Kid')!;
    expect(kid.computed?.map((value) => value.kind)).toEqual(['balance']);
    expect(kid.actions?.map((action) => action.kind)).toEqual(['redeem']);
    expect(kid.fields.map((field) => field.name)).not.toContain('reorderLevel');
  });

  it.each([
    'my stamp collection: stamps I collect, with country and year, show how many stamps I have',
    'I use recipes and get recipes from friends',
    'a shop that gets deliveries of stock and uses a barcode scanner',
    'We organise a trade show every spring: the stands, the exhibitors and their bookings',
    'sourdough starter swap - members, their starters and swaps where a member picks up a starter',
  ])('"%s" has no balance', (prompt) => {
    const kinds = entitiesOf(prompt).flatMap((entity) => [
      ...(entity.computed ?? []).map((value) => value.kind),
      ...(entity.actions ?? []).map((action) => action.kind),
    ]);
    expect(kinds).not.toContain('balance');
    expect(kinds).not.toContain('redeem');
  });
});

describe('a value that starts full and is spent', () => {
  it.each([
    [
      "gift cards with their starting amount; log each time I spend some and show what's left on each",
      'GiftCard',
    ],
    [
      'my prepaid travel cards, each with an initial balance. I log what I spend on each and want the balance',
      'TravelCard',
    ],
    [
      'our petty cash tins: the opening balance of each tin, and every time someone spends from it',
      'CashTin',
    ],
  ])('"%s": the record holds a balance, its start the first money in', (prompt, owner) => {
    expect(behaviourFound(understand(prompt).spec)).toContain(`${owner}.balance`);
    const fields = entitiesOf(prompt).find((entity) => entity.name === owner)?.fields ?? [];
    expect(
      fields.map((field) => field.name).filter((name) => /starting|initial|opening/i.test(name)),
    ).toEqual([]);
  });
});

describe('what a person is given and uses up', () => {
  it.each([
    [
      'coffee cart loyalty: every coffee gives a customer one stamp, 10 stamps give a free coffee. one tap to redeem the stamps when a customer takes the free coffee',
      'Customer',
    ],
    [
      'barber loyalty: each haircut gives the client a stamp and I redeem 8 stamps for a free cut',
      'Client',
    ],
    ['our bakery gives every customer a point per loaf; they redeem points for cakes', 'Customer'],
    [
      'We run a hostel where volunteers work for bed and food. Every volunteer gets 7 meal tickets a week, and when they eat the kitchen taps to use up one of their tickets.',
      'Volunteer',
    ],
    [
      'swim school: each child gets 10 lesson tokens per term and uses up one of their tokens at every lesson',
      'Child',
    ],
    [
      'pottery studio: members get 8 firing credits per season and use up one of their credits per firing',
      'Member',
    ],
  ])('"%s" keeps the balance of the one it is given to', (prompt, owner) => {
    expect(behaviourFound(understand(prompt).spec)).toEqual([
      `${owner}.balance`,
      `${owner}.redeem`,
    ]);
  });
});
