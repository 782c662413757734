import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackendTo } from './backend-test-support.ts';
import { CARE_ROUNDS } from './behaviour-specs-due.ts';
import { LIFTS_AND_POINTS } from './behaviour-specs-money.ts';
import { FUEL_LOG, TANK_DIPS } from './behaviour-specs-readings.ts';
import { HABITS_AND_LOANS } from './behaviour-specs.ts';
import { renderApp } from './index.ts';
import { ASYNC_STORAGE_STUB, loadGenerated } from './test-bundle.ts';
import type { AppSpec } from '../app-spec.ts';

/**
 * The same cases against both places an app keeps its records: the device store (AsyncStorage)
 * and the REST store talking to the generated backend over HTTP. The app's own src/values.ts
 * computes what each shows, so both must agree record for record.
 */

const ROOT = fileURLToPath(new URL('../../.generated-test-stores/', import.meta.url));

type Row = Record<string, unknown> & { id: string };
interface Collection {
  list(): Promise<Row[]>;
  get(id: string): Promise<Row | undefined>;
  save(input: object, id?: string): Promise<Row>;
}
interface App {
  storage: Record<string, Collection>;
  clearAllData(): Promise<void>;
}
type ValuesFn = (
  record: object,
  links: Record<string, object[]>,
  today?: Date,
) => Record<string, unknown>;

const servers: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(ROOT, { recursive: true, force: true });
});

async function backendUrl(spec: AppSpec) {
  const dir = writeBackendTo(join(ROOT, spec.slug), spec);
  const { buildServer } = (await import(pathToFileURL(join(dir, 'src/server.ts')).href)) as {
    buildServer: (options: { dataFile: string }) => FastifyInstance;
  };
  const server = buildServer({ dataFile: join(dir, 'data', 'records.sqlite') });
  servers.push(server);
  return server.listen({ port: 0, host: '127.0.0.1' });
}

/** The app's storage on the device, or through the API, emptied; and its values functions. */
async function appOn(store: 'device' | 'api', spec: AppSpec) {
  const files = renderApp(spec).frontend;
  const app = await loadGenerated<App>(files, 'src/storage.ts', {
    ...(store === 'api' ? { apiUrl: await backendUrl(spec) } : {}),
    stubs: { '@react-native-async-storage/async-storage': ASYNC_STORAGE_STUB },
  });
  await app.clearAllData();
  const values = await loadGenerated<Record<string, ValuesFn>>(files, 'src/values.ts');
  return { records: app.storage, values };
}

const today = () => {
  const date = new Date();
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

describe.each(['device', 'api'] as const)('computed values through the %s store', (store) => {
  let points: Awaited<ReturnType<typeof appOn>>;
  let habits: Awaited<ReturnType<typeof appOn>>;
  let fuel: Awaited<ReturnType<typeof appOn>>;
  let care: Awaited<ReturnType<typeof appOn>>;
  let tank: Awaited<ReturnType<typeof appOn>>;
  beforeAll(async () => {
    tank = await appOn(store, TANK_DIPS);
    care = await appOn(store, CARE_ROUNDS);
    points = await appOn(store, LIFTS_AND_POINTS);
    habits = await appOn(store, HABITS_AND_LOANS);
    fuel = await appOn(store, FUEL_LOG);
  });

  it('redeems points the balance covers, and refuses more with the shortfall', async () => {
    const { records, values } = points;
    const { members, earnings, redemptions } = records;
    const member = await members!.save({ name: 'Ada', saved: 0, goal: 10 });
    const pointsOf = async () =>
      values.memberValues!(member, {
        earnings: await earnings!.list(),
        redemptions: await redemptions!.list(),
      }).points;
    await earnings!.save({ member: member.id, reason: 'Dishes', points: 10, approved: false });
    const film = await redemptions!.save({ member: member.id, reward: 'Film', cost: 4 });
    expect(await pointsOf()).toBe(6);

    await expect(
      redemptions!.save({ member: member.id, reward: 'Bike', cost: 20 }),
    ).rejects.toThrow('Not enough points: 6 left, this needs 20.');
    // Editing a redemption counts its cost once: 10 of 10 is covered.
    await redemptions!.save({ member: member.id, reward: 'Film', cost: 10 }, film.id);
    expect(await pointsOf()).toBe(0);
    await expect(
      redemptions!.save({ member: member.id, reward: 'Film', cost: 11 }, film.id),
    ).rejects.toThrow('Not enough points: 10 left, this needs 11.');
    expect((await redemptions!.list()).map((row) => row.cost)).toEqual([10]);
  });

  it('counts a check-off once a day in the streak', async () => {
    const { records, values } = habits;
    const { habits: habitRecords, checkIns } = records;
    const habit = await habitRecords!.save({ name: 'Read' });
    const streak = async () =>
      values.habitValues!(habit, { checkIns: await checkIns!.list() }, new Date()).streak;
    expect(await streak()).toEqual({ current: 0, best: 0 });
    await checkIns!.save({ habit: habit.id, date: today() });
    expect(await streak()).toEqual({ current: 1, best: 1 });
  });

  it('reads an odometer as distance: since the previous fill-up, and over a car, never summed', async () => {
    const { records, values } = fuel;
    const { cars, fillUps } = records;
    const car = await cars!.save({ name: 'Van' });
    const other = await cars!.save({ name: 'Bike rack' });
    // Saved out of order: the distance follows the dates.
    const third = await fillUps!.save({ car: car.id, filledOn: '2026-03-20', odometer: 10_950 });
    const first = await fillUps!.save({ car: car.id, filledOn: '2026-03-01', odometer: 10_000 });
    const second = await fillUps!.save({ car: car.id, filledOn: '2026-03-10', odometer: 10_420.5 });
    await fillUps!.save({ car: other.id, filledOn: '2026-03-05', odometer: 500 });
    const links = { fillUps: await fillUps!.list() };
    const sinceLast = (row: object) => values.fillUpValues!(row, links).distanceSinceLast;
    expect([first, second, third].map(sinceLast)).toEqual([null, 420.5, 529.5]);
    const march = new Date(2026, 2, 25);
    expect(values.carValues!(car, links, march)).toEqual({ distance: 950, distanceThisMonth: 950 });
    // In April, from the last March reading: one April fill-up says 100 km.
    await fillUps!.save({ car: car.id, filledOn: '2026-04-02', odometer: 11_050 });
    const april = values.carValues!(car, { fillUps: await fillUps!.list() }, new Date(2026, 3, 5));
    expect(april).toEqual({ distance: 1050, distanceThisMonth: 100 });
    // One saved without its date happened when it was saved: today, after the others.
    const undated = await fillUps!.save({ car: car.id, odometer: 11_200 });
    const now = { fillUps: await fillUps!.list() };
    expect(values.fillUpValues!(undated, now).distanceSinceLast).toBe(150);
    expect(values.carValues!(car, now, new Date())).toEqual({
      distance: 1200,
      distanceThisMonth: 150,
    });
    expect(values.carValues!(other, links, march)).toEqual({
      distance: null,
      distanceThisMonth: null,
    });
  });

  it('reads the change since the previous reading of all, by date, with no record linking them', async () => {
    const { records, values } = tank;
    const { readings } = records;
    const late = await readings!.save({ readOn: '2026-01-17', level: 610 });
    const first = await readings!.save({ readOn: '2026-01-03', level: 900 });
    const middle = await readings!.save({ readOn: '2026-01-10', level: 755.5 });
    const undated = await readings!.save({});
    const links = { readings: await readings!.list() };
    const change = (row: object) => values.readingValues!(row, links).changeSinceLast;
    expect([first, middle, late, undated].map(change)).toEqual([null, -144.5, -145.5, null]);
  });

  it('is due again an interval after it was last done: days from the latest record, months to the month end', async () => {
    const { records, values } = care;
    const { plants, waterings, alarms } = records;
    const fern = await plants!.save({ name: 'Fern', waterEvery: 3 });
    const dry = async (today: Date) =>
      values.plantValues!(fern, { waterings: await waterings!.list() }, today).overdue;
    await waterings!.save({ plant: fern.id, date: '2026-02-27' });
    await waterings!.save({ plant: fern.id, date: '2026-02-20' });
    // Due three days after the latest watering, 2 March: overdue from the day after.
    expect(await dry(new Date(2026, 2, 2))).toBe(false);
    expect(await dry(new Date(2026, 2, 3))).toBe(true);
    // An alarm's values read no other records: the record and today.
    const alarmValues = values.alarmValues as unknown as (alarm: object, today: Date) => object;
    const late = (alarm: object, today: Date) => alarmValues(alarm, today);
    const hall = await alarms!.save({ room: 'Hall', lastChanged: '2026-08-31' });
    expect(late(hall, new Date(2027, 1, 28))).toEqual({ overdue: false });
    expect(late(hall, new Date(2027, 2, 1))).toEqual({ overdue: true });
    const unknown = await alarms!.save({ room: 'Loft' });
    expect(late(unknown, new Date(2030, 0, 1))).toEqual({ overdue: false });
  });
});
