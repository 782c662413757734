import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedBackends } from './backend-test-support.ts';
import { CARE_ROUNDS } from './behaviour-specs-due.ts';
import { KENNEL_STAYS } from './behaviour-specs-through.ts';
import { LIFTS_AND_POINTS } from './behaviour-specs-money.ts';
import { HABITS_AND_LOANS } from './behaviour-specs.ts';

/**
 * Computed values and actions of the generated backend, over HTTP: a check-off raises the streak
 * once a day, marking returned clears overdue, totals and bests follow the records.
 */

// Beside .generated-test/ (backend.test.ts), which that file deletes when it ends.
const ROOT = fileURLToPath(new URL('../../.generated-test-behaviour/', import.meta.url));
const backends = generatedBackends(ROOT);
const serve = backends.serve;

afterAll(() => backends.close());

const post = (app: FastifyInstance, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

describe('computed values and actions of the generated backend', () => {
  it('checks a habit off once a day, and the streak counts the days in a row', async () => {
    const app = await serve(HABITS_AND_LOANS);
    const habit = (await post(app, '/api/habits', { name: 'Read' })).json<{ id: string }>();
    const values = async () =>
      (await app.inject({ method: 'GET', url: `/api/habits/${habit.id}` })).json<{
        values: { streak: { current: number; best: number }; thisWeek: number };
      }>().values;
    expect((await values()).streak).toEqual({ current: 0, best: 0 });

    const first = await post(app, `/api/habits/${habit.id}/check-off`);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ habit: habit.id, date: day(0) });
    expect((await values()).streak).toEqual({ current: 1, best: 1 });

    const again = await post(app, `/api/habits/${habit.id}/check-off`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'already_done',
      message: 'This habit is already checked off today.',
    });
    expect((await values()).streak).toEqual({ current: 1, best: 1 });

    for (const offset of [-1, -2, -5, -6, -7, -8])
      await post(app, '/api/check-ins', { habit: habit.id, date: day(offset) });
    expect((await values()).streak).toEqual({ current: 3, best: 4 });
    expect((await post(app, '/api/habits/nope/check-off')).statusCode).toBe(404);
  });

  it('marks a loan returned, which ends its being overdue', async () => {
    const app = await serve(HABITS_AND_LOANS);
    const loan = (
      await post(app, '/api/loans', { item: 'Drill', borrower: 'Sam', dueOn: day(-2) })
    ).json<{ id: string }>();
    const read = async () =>
      (await app.inject({ method: 'GET', url: `/api/loans/${loan.id}` })).json<{
        returned: boolean;
        values: { overdue: boolean; daysLeft: number };
      }>();
    expect((await read()).values).toEqual({ overdue: true, daysLeft: -2 });
    const marked = await post(app, `/api/loans/${loan.id}/mark-returned`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await read()).toMatchObject({ returned: true, values: { overdue: false } });
    expect((await post(app, `/api/loans/${loan.id}/mark-returned`)).statusCode).toBe(409);

    const supply = (
      await post(app, '/api/supplies', { name: 'Flour', quantity: 2, reorderLevel: 3 })
    ).json<{ id: string }>();
    const low = await app.inject({ method: 'GET', url: `/api/supplies/${supply.id}` });
    expect(low.json()).toMatchObject({ values: { lowStock: true } });
  });

  it('starts and stops a timer, which records the minutes as a time entry', async () => {
    const app = await serve(HABITS_AND_LOANS);
    const project = (await post(app, '/api/projects', { name: 'Site' })).json<{ id: string }>();
    expect((await post(app, `/api/projects/${project.id}/timer/stop`)).statusCode).toBe(409);
    const started = await post(app, `/api/projects/${project.id}/timer/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<{ timerStartedAt: string }>().timerStartedAt).toMatch(
      /^\d{4}-\d{2}-\d{2}T/,
    );
    expect((await post(app, `/api/projects/${project.id}/timer/start`)).statusCode).toBe(409);

    const stopped = await post(app, `/api/projects/${project.id}/timer/stop`);
    expect(stopped.statusCode, stopped.body).toBe(201);
    const entry = stopped.json<{ project: string; workedOn: string; minutes: number }>();
    expect(entry).toMatchObject({ project: project.id, workedOn: day(0) });
    // A moment ago: well under a minute.
    expect(entry.minutes).toBeGreaterThanOrEqual(0);
    expect(entry.minutes).toBeLessThan(1);
    const read = await app.inject({ method: 'GET', url: `/api/projects/${project.id}` });
    expect(read.json()).toMatchObject({
      timerStartedAt: '',
      values: { minutesThisWeek: entry.minutes },
    });
    await post(app, '/api/time-entries', { project: project.id, workedOn: day(0), minutes: 45 });
    const after = await app.inject({ method: 'GET', url: `/api/projects/${project.id}` });
    expect(
      after.json<{ values: { minutesThisWeek: number } }>().values.minutesThisWeek,
    ).toBeCloseTo(entry.minutes + 45);
  });

  it('splits shared costs equally and says who pays whom', async () => {
    const app = await serve(LIFTS_AND_POINTS);
    const [ana, ben, cy] = await Promise.all(
      ['Ana', 'Ben', 'Cy'].map(async (name) =>
        (await post(app, '/api/roommates', { name })).json<{ id: string }>(),
      ),
    );
    await post(app, '/api/shared-costs', { what: 'Rent', paidBy: ana!.id, amount: 90 });
    await post(app, '/api/shared-costs', { what: 'Food', paidBy: ben!.id, amount: 30 });
    const shares = (await app.inject({ method: 'GET', url: '/api/roommates' })).json<
      { id: string; values: { share: unknown } }[]
    >();
    const shareOf = (id: string) => shares.find((roommate) => roommate.id === id)!.values.share;
    // 120 split three ways is 40 each: Ana paid 50 over, Ben 10 under, Cy 40 under.
    expect(shareOf(ana!.id)).toEqual({
      balance: 50,
      owes: [],
      owed: [
        { from: cy!.id, amount: 40 },
        { from: ben!.id, amount: 10 },
      ],
    });
    expect(shareOf(ben!.id)).toEqual({
      balance: -10,
      owes: [{ to: ana!.id, amount: 10 }],
      owed: [],
    });
    expect(shareOf(cy!.id)).toEqual({
      balance: -40,
      owes: [{ to: ana!.id, amount: 40 }],
      owed: [],
    });
  });

  it('totals, bests, balances and progress follow the linked records', async () => {
    const app = await serve(LIFTS_AND_POINTS);
    const squat = (await post(app, '/api/exercises', { name: 'Squat' })).json<{ id: string }>();
    const stamp = (offset: number) => `${day(offset)} 09:30`;
    for (const [weight, offset] of [
      [100, 0],
      [120, -7],
      [80, -14],
    ] as const)
      await post(app, '/api/lifts', { exercise: squat.id, liftedOn: stamp(offset), weight });
    const exercise = (await app.inject({ method: 'GET', url: `/api/exercises/${squat.id}` })).json<{
      values: Record<string, unknown>;
    }>();
    expect(exercise.values).toMatchObject({
      personalBest: 120,
      averageWeight: 100,
      lightest: 80,
      weeks: { current: 3, best: 3 },
    });

    const member = (await post(app, '/api/members', { name: 'Ada', saved: 30, goal: 120 })).json<{
      id: string;
    }>();
    await post(app, '/api/earnings', {
      member: member.id,
      reason: 'Dishes',
      points: 10,
      approved: true,
    });
    await post(app, '/api/earnings', { member: member.id, reason: 'Lawn', points: 25 });
    await post(app, '/api/redemptions', { member: member.id, reward: 'Film', cost: 15 });
    const read = await app.inject({ method: 'GET', url: `/api/members/${member.id}` });
    expect(read.json()).toMatchObject({
      values: {
        points: 20,
        towardGoal: { done: 30, total: 120 },
        paidUp: { done: 1, total: 2 },
        earningsToGoal: { done: 2, total: 120 },
      },
    });

    const redeemed = await post(app, `/api/members/${member.id}/redeem`, {
      reward: 'Ice cream',
      cost: 5,
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    expect(redeemed.json()).toMatchObject({ member: member.id, reward: 'Ice cream', cost: 5 });
    const short = await post(app, `/api/members/${member.id}/redeem`, { reward: 'Bike', cost: 99 });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: 'insufficient_balance',
      message: 'Not enough points: 15 left, this needs 99.',
    });
    const raised = await app.inject({
      method: 'PATCH',
      url: `/api/redemptions/${redeemed.json<{ id: string }>().id}`,
      payload: { cost: 21 },
    });
    expect(raised.json()).toMatchObject({ error: 'insufficient_balance' });
    expect((await post(app, `/api/members/${member.id}/redeem`, { cost: 1 })).statusCode).toBe(400);
    expect(
      (await post(app, '/api/members/nobody/redeem', { reward: 'A', cost: 1 })).statusCode,
    ).toBe(404);
    const after = await app.inject({ method: 'GET', url: `/api/members/${member.id}` });
    expect(after.json()).toMatchObject({ values: { points: 15 } });
  });

  it('is overdue once the interval has passed since it was last done, and a check-off ends it', async () => {
    const app = await serve(CARE_ROUNDS);
    const overdue = async (path: string) =>
      (await app.inject({ method: 'GET', url: path })).json<{ values: { overdue: boolean } }>()
        .values.overdue;
    const plant = (await post(app, '/api/plants', { name: 'Fern', waterEvery: 3 })).json<{
      id: string;
    }>();
    expect(await overdue(`/api/plants/${plant.id}`)).toBe(false);
    await post(app, '/api/waterings', { plant: plant.id, date: day(-6) });
    await post(app, '/api/waterings', { plant: plant.id, date: day(-4) });
    expect(await overdue(`/api/plants/${plant.id}`)).toBe(true);
    const waterEvery = (days: number) =>
      app.inject({
        method: 'PATCH',
        url: `/api/plants/${plant.id}`,
        payload: { waterEvery: days },
      });
    await waterEvery(4);
    expect(await overdue(`/api/plants/${plant.id}`)).toBe(false);
    await waterEvery(3);
    expect((await post(app, `/api/plants/${plant.id}/check-off`)).statusCode).toBe(201);
    expect(await overdue(`/api/plants/${plant.id}`)).toBe(false);

    const alarm = async (lastChanged?: string) => {
      const payload = { room: 'Hall', ...(lastChanged ? { lastChanged } : {}) };
      const saved = (await post(app, '/api/alarms', payload)).json<{ id: string }>();
      return overdue(`/api/alarms/${saved.id}`);
    };
    // Six months are 181 to 184 days.
    expect(await alarm(day(-185))).toBe(true);
    expect(await alarm(day(-180))).toBe(false);
    expect(await alarm()).toBe(false);
    // Marked changed today, it is done until the interval passes again; once a day.
    const hall = (await post(app, '/api/alarms', { room: 'Hall', lastChanged: day(-200) })).json<{
      id: string;
    }>();
    expect((await post(app, `/api/alarms/${hall.id}/mark-changed`)).json()).toMatchObject({
      lastChanged: day(0),
    });
    expect(await overdue(`/api/alarms/${hall.id}`)).toBe(false);
    const again = await post(app, `/api/alarms/${hall.id}/mark-changed`);
    expect(again.json()).toMatchObject({
      error: 'already_done',
      message: 'This alarm is already marked changed today.',
    });
  });

  it("counts records linked through another: an owner's stays are its dogs' stays", async () => {
    const app = await serve(KENNEL_STAYS);
    const id = async (url: string, payload: object) =>
      (await post(app, url, payload)).json<{ id: string }>().id;
    const [ann, bob] = [
      await id('/api/owners', { name: 'Ann' }),
      await id('/api/owners', { name: 'Bob' }),
    ];
    const rex = await id('/api/dogs', { name: 'Rex', owner: ann });
    const fly = await id('/api/dogs', { name: 'Fly', owner: ann });
    await id('/api/dogs', { name: 'Max', owner: bob });
    await id('/api/stays', { dog: rex, arrived: day(-3), nights: 2 });
    await id('/api/stays', { dog: fly, arrived: day(-1), nights: 4 });
    await id('/api/stays', { dog: rex, arrived: day(-400), nights: 7 });
    const values = async (owner: string) =>
      (await app.inject({ method: 'GET', url: `/api/owners/${owner}` })).json<{
        values: { stays: number; nightsThisMonth: number; lastStay: string | null };
      }>().values;
    const thisMonth = (arrived: string) => arrived.slice(0, 7) === day(0).slice(0, 7);
    expect(await values(ann)).toEqual({
      stays: 3,
      nightsThisMonth: (thisMonth(day(-3)) ? 2 : 0) + (thisMonth(day(-1)) ? 4 : 0),
      lastStay: day(-1),
    });
    expect(await values(bob)).toEqual({ stays: 0, nightsThisMonth: 0, lastStay: null });
    // A save answers the record with its values, as a read does.
    const saved = await post(app, '/api/owners', { name: 'Cy' });
    expect(saved.json()).toMatchObject({ name: 'Cy', values: { stays: 0 } });
    for (const method of ['PUT', 'PATCH'] as const) {
      const changed = await app.inject({
        method,
        url: `/api/owners/${ann}`,
        payload: { name: 'Ann B' },
      });
      expect(changed.json()).toMatchObject({ name: 'Ann B', values: { stays: 3 } });
    }
  });
});
