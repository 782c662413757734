import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBackendTo } from './backend-test-support.ts';
import { FUEL_LOG } from './behaviour-specs-readings.ts';
import { renderApp } from './index.ts';
import { loadGenerated } from './test-bundle.ts';

/**
 * Values over all records of a type: the API's GET …/summary and the app's own function give the
 * same figures, counted by hand: this month's and this year's records only where a period is
 * said, the latest by its date whatever order they were saved in, every record's amount toward
 * the whole the idea states.
 */

const ROOT = fileURLToPath(new URL('../../.generated-test-summary/', import.meta.url));
let app: FastifyInstance | undefined;
afterAll(async () => {
  await app?.close();
  rmSync(ROOT, { recursive: true, force: true });
});

const pad = (part: number) => String(part).padStart(2, '0');
const dayIn = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

describe('a summary of all records', () => {
  it('answers this month’s count, this year’s total, the average and the latest reading', async () => {
    const dir = writeBackendTo(join(ROOT, FUEL_LOG.slug), FUEL_LOG);
    const { buildServer } = (await import(pathToFileURL(join(dir, 'src/server.ts')).href)) as {
      buildServer: (options: { dataFile: string }) => FastifyInstance;
    };
    app = buildServer({ dataFile: join(dir, 'data', 'records.sqlite') });
    const summary = async () =>
      (await app!.inject({ method: 'GET', url: '/api/fill-ups/summary' })).json<object>();
    expect(await summary()).toEqual({
      fillUpsThisMonth: 0,
      litresThisYear: 0,
      averageLitres: null,
      lastOdometer: null,
      daysInARow: { current: 0, best: 0 },
      towardAllowance: { done: 0, total: 500 },
    });

    const car = (
      await app.inject({ method: 'POST', url: '/api/cars', payload: { name: 'Van' } })
    ).json<{ id: string }>().id;
    const now = new Date();
    const today = dayIn(now);
    const firstOfYear = `${now.getFullYear()}-01-01`;
    // Saved out of order: the latest is by date, not by when it was saved.
    for (const [filledOn, odometer, litres] of [
      [`${now.getFullYear() - 1}-06-15`, 9_000, 30],
      [today, 12_400, 40],
      [firstOfYear, 10_000, 30],
    ] as const) {
      const saved = await app.inject({
        method: 'POST',
        url: '/api/fill-ups',
        payload: { car, filledOn, odometer, litres },
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    // One saved without its date is of today, when it was saved.
    await app.inject({ method: 'POST', url: '/api/fill-ups', payload: { car, litres: 10 } });
    const answered = await summary();
    expect(answered).toMatchObject({
      fillUpsThisMonth: firstOfYear.slice(0, 7) === today.slice(0, 7) ? 3 : 2,
      litresThisYear: 80,
      averageLitres: 110 / 4,
      // On New Year's Day both readings are today's.
      lastOdometer: today === firstOfYear ? expect.any(Number) : 12_400,
      towardAllowance: { done: 110, total: 500 },
    });

    const stored = (await app.inject({ method: 'GET', url: '/api/fill-ups' })).json<object[]>();
    const values = await loadGenerated<Record<string, (...args: unknown[]) => unknown>>(
      renderApp(FUEL_LOG).frontend,
      'src/values.ts',
    );
    expect(values.fillUpSummaryValues!(stored, now)).toEqual(answered);
  });

  it('keeps to the period of the day it is computed on, and counts days in a row of the records themselves', async () => {
    const values = await loadGenerated<Record<string, (...args: unknown[]) => unknown>>(
      renderApp(FUEL_LOG).frontend,
      'src/values.ts',
    );
    const rows = [
      { id: 'a', filledOn: '2026-03-23', odometer: 1_200, litres: 20 },
      { id: 'b', filledOn: '2026-03-24', odometer: 1_300, litres: 10 },
      { id: 'c', filledOn: '2026-03-24', odometer: 1_290, litres: 5 },
      { id: 'd', filledOn: '2026-02-10', odometer: 900, litres: 40 },
      { id: 'e', filledOn: '2026-02-11', odometer: 950, litres: 30 },
      { id: 'f', filledOn: '2026-02-12', odometer: 1_000, litres: 30 },
      { id: 'g', filledOn: '2025-12-31', odometer: 800, litres: 50 },
    ];
    // On 25 March: three fill-ups this month, 135 litres this year, and yesterday's run of two
    // days still counts (today is not over); the best run is February's three.
    expect(values.fillUpSummaryValues!(rows, new Date(2026, 2, 25))).toEqual({
      fillUpsThisMonth: 3,
      litresThisYear: 135,
      averageLitres: 185 / 7,
      lastOdometer: 1_300,
      daysInARow: { current: 2, best: 3 },
      towardAllowance: { done: 185, total: 500 },
    });
    // A day later with nothing filled, the run is broken.
    expect(values.fillUpSummaryValues!(rows, new Date(2026, 2, 26))).toMatchObject({
      daysInARow: { current: 0, best: 3 },
    });
    // One saved on the 25th without its date makes it three days in a row that day.
    const undated = { id: 'h', createdAt: '2026-03-25T08:15:00', odometer: 1_350 };
    expect(values.fillUpSummaryValues!([...rows, undated], new Date(2026, 2, 25))).toMatchObject({
      daysInARow: { current: 3, best: 3 },
    });
  });
});
