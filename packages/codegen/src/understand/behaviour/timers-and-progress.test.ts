import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

/** Timers, progress toward a target and record types that are values, in several phrasings each. */

const entitiesOf = (prompt: string) => understand(prompt).spec.entities;
const kindsOn = (prompt: string) =>
  entitiesOf(prompt).flatMap((entity) => [
    ...(entity.computed ?? []).map((value) => `${entity.name}.${value.kind}`),
    ...(entity.actions ?? []).map((action) => `${entity.name}.${action.kind}`),
  ]);

describe('timers', () => {
  it.each([
    ['study log: subjects, and a timer I start and stop on each subject', 'Subject'],
    ['volunteers clock in and out, and I see total hours for each volunteer', 'Volunteer'],
    ['freelance projects where I start/stop a timer on a project', 'Project'],
    ['baby nap log: a button to start a nap and stop it when she wakes', 'Nap'],
    ['dog walks: I want to start a walk and stop it when we get home', 'Walk'],
    ['meditation: I start a sit and then stop it, and see how long each sit was', 'Sit'],
  ])('"%s" times a record and keeps each stop as a linked session', (prompt, name) => {
    const entities = entitiesOf(prompt);
    const timed = entities.find((entity) => entity.name.endsWith(name))!;
    const timer = timed.actions?.find((action) => action.kind === 'startStop');
    expect(timer).toBeDefined();
    const since = timed.fields.find((field) => field.name === timer!.since);
    expect(since?.type).toBe('datetime');
    const session = entities.find((entity) => entity.name === timer!.over!.entity)!;
    const duration = session.fields.find((field) => field.name === timer!.field)!;
    expect(duration.type).toBe('number');
    // No "Timer" typed in beside the button.
    expect(timed.fields.some((field) => /^(?:timer|stop|start)$/i.test(field.label))).toBe(false);
  });

  it.each([
    'my games (platform, price). press start/stop when I play so I know hours per game',
    'my piano practice pieces (title, composer) - click start and stop when I practise, and show total minutes per piece',
    'board games we own (title, players). hit start/stop when we play, total hours per game',
  ])('"%s": a button pressed times a record, never a record of its own', (prompt) => {
    expect(kindsOn(prompt).filter((kind) => kind.endsWith('.startStop'))).toHaveLength(1);
    const names = entitiesOf(prompt).map((entity) => entity.name);
    expect(names.filter((name) => /^(?:Press|Click|Hit)/.test(name))).toEqual([]);
  });

  it('records hours when the idea counts hours, so that totals read them', () => {
    const entities = entitiesOf(
      'volunteers clock in and out, and I see total hours for each volunteer',
    );
    const session = entities.find((entity) => entity.name === 'Session')!;
    expect(session.fields.find((field) => field.name === 'hours')).toMatchObject({ unit: 'h' });
    expect(
      kindsOn('volunteers clock in and out, and I see total hours for each volunteer'),
    ).toContain('Volunteer.sum');
  });
});

describe('progress toward a target', () => {
  it.each([
    [
      'projects with tasks. check tasks off as done. each project shows done out of total',
      'Project',
    ],
    [
      'savings goals, each with a target amount and the amount saved so far; show progress toward the target',
      'SavingsGoal',
    ],
    [
      'a fundraiser where each campaign has a goal amount and the amount raised so far, showing progress toward the goal',
      'Campaign',
    ],
  ])('"%s" computes progress on the record with the target', (prompt, name) => {
    expect(kindsOn(prompt)).toContain(`${name}.progress`);
  });

  it.each([
    [
      'school fete: each stall has a target and we record every sale with the amount. show how close each stall is to its target',
      'Stall',
      'Sale',
    ],
    [
      'sponsored walk: every walker has a target, and we log each pledge with the amount. show how close each walker is to their target',
      'Walker',
      'Pledge',
    ],
    [
      'charity run: each runner has a target and we log donations with the amount. show how close each runner is to their target',
      'Runner',
      'Donation',
    ],
  ])(
    '"%s" sums the amount the idea names on the linked records against the target',
    (prompt, name, linked) => {
      const owner = entitiesOf(prompt).find((entity) => entity.name === name)!;
      const progress = owner.computed?.find((value) => value.kind === 'progress');
      const target = owner.fields.find((field) => field.name === progress?.against);
      // Reached by money, the target is money too.
      expect(target?.type).toBe('currency');
      expect(progress).toMatchObject({ over: { entity: linked }, field: 'amount' });
    },
  );
});

describe('how much of an aim a record has', () => {
  it.each([
    [
      'stalls that each have a sales target, volunteers log sales with an amount, show how much of the target each stall has reached',
      'Stall',
      'salesTarget',
    ],
    [
      'wards that each have a supplies budget, nurses log orders with a cost, show how much of the budget is used up per ward',
      'Ward',
      'suppliesBudget',
    ],
    [
      'teams that each have a step goal, members log walks with steps, show how much of the goal each team has done',
      'Team',
      'stepGoal',
    ],
  ])(
    '"%s" keeps the aim on the record and shows progress toward it, not a total',
    (prompt, name, aim) => {
      const owner = entitiesOf(prompt).find((entity) => entity.name === name)!;
      expect(owner.computed?.map((value) => value.kind)).toEqual(['progress']);
      expect(owner.computed?.[0]?.against).toBe(aim);
      expect(['number', 'currency']).toContain(
        owner.fields.find((field) => field.name === aim)?.type,
      );
    },
  );
});

describe('done out of the total', () => {
  it.each([
    [
      'recipe book: cookbooks with recipes (name, tried yes/no), for each cookbook show how many recipes tried out of the total',
      'Cookbook',
      'tried',
    ],
    [
      'quiz packs with questions (text, answered y/n); show how many questions answered out of the total per pack',
      'QuizPack',
      'answered',
    ],
    [
      'sticker album: pages with stickers (number, collected yes/no); for each page how many stickers collected out of the total',
      'Page',
      'collected',
    ],
  ])(
    '"%s" shows progress over the yes/no the sentence names, not a count',
    (prompt, name, flag) => {
      const owner = entitiesOf(prompt).find((entity) => entity.name === name)!;
      expect(owner.computed?.map((value) => value.kind)).toEqual(['progress']);
      expect(owner.computed?.[0]?.field).toBe(flag);
    },
  );
});

describe('a tap when a record reaches a state', () => {
  it.each([
    [
      'deliveries with the address and driver; I tap a delivery when it is dropped off',
      'Delivery',
      'Mark dropped',
    ],
    [
      'school trip forms: each form has the pupil name; tap a form once it comes back signed',
      'Form',
      'Mark signed',
    ],
    [
      'orders with the customer and pickup date, and I tap an order when it is collected',
      'Order',
      'Mark collected',
    ],
  ])('"%s" marks a %s with one tap', (prompt, name, label) => {
    const entity = entitiesOf(prompt).find((candidate) => candidate.name.endsWith(name))!;
    const action = entity.actions?.find((candidate) => candidate.kind === 'markDone');
    expect(action?.label).toBe(label);
    expect(entity.fields.find((field) => field.name === action?.field)?.type).toBe('boolean');
  });
});

describe('record types that are values', () => {
  it.each([
    ['tick off practice each day and keep a streak going per language', 'Language'],
    [
      'piano pieces, a practice timer on each piece and a daily practice streak for each piece',
      'Piece',
    ],
    [
      'my subjects with total minutes studied per subject and a study streak for each subject',
      'Subject',
    ],
  ])('"%s" keeps the value on %s, not as a record type of its own', (prompt, name) => {
    const names = entitiesOf(prompt).map((entity) => entity.name);
    expect(names.some((entity) => /Streak|Total|Timer/.test(entity))).toBe(false);
    expect(
      kindsOn(prompt).some(
        (kind) => kind.startsWith(`${name}.`) || kind.startsWith(`Piano${name}.`),
      ),
    ).toBe(true);
  });
});

describe('costs shared between people', () => {
  it.each([
    'me and my 3 roommates log shared costs and see who owes whom',
    'flatmates splitting bills equally, who owes what',
    'an expense splitter for roommates',
    'our band splits gig costs between bandmates and we want to see who owes whom',
  ])('"%s" gives each person a share of the costs, paid by one of them', (prompt) => {
    const entities = entitiesOf(prompt);
    const people = entities.find((entity) =>
      entity.computed?.some((value) => value.kind === 'balance' && value.shared),
    )!;
    expect(people).toBeDefined();
    const share = people.computed!.find((value) => value.shared)!;
    const costs = entities.find((entity) => entity.name === share.over!.entity)!;
    const payer = costs.fields.find((field) => field.name === share.over!.link)!;
    expect(payer).toMatchObject({ type: 'relation', relation: people.name });
    expect(costs.fields.find((field) => field.name === share.field)?.type).toMatch(
      /currency|number/,
    );
  });
});

describe('lending', () => {
  it.each([
    'a lending tracker for things I lend to friends',
    'I lend my tools to neighbours',
    'members borrow books with a due date and we mark them returned',
  ])('"%s" keeps when each loan is due back, flags it overdue and marks it returned', (prompt) => {
    const entities = entitiesOf(prompt);
    const loan = entities.find((entity) =>
      entity.actions?.some((action) => action.label === 'Mark returned'),
    )!;
    expect(loan).toBeDefined();
    const overdue = loan.computed?.find((value) => value.kind === 'overdue');
    const returned = loan.actions!.find((action) => action.label === 'Mark returned')!;
    expect(overdue?.against).toBe(returned.field);
    // One "Mark returned" in the app, on the loan.
    const taps = entities.flatMap((entity) => entity.actions ?? []);
    expect(taps.filter((action) => action.label === 'Mark returned')).toHaveLength(1);
  });
});
