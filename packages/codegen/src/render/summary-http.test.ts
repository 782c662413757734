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
 * said, the latest by its date whatever order they were saved in.
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
    expect(answered).toEqual({
      fillUpsThisMonth: firstOfYear.slice(0, 7) === today.slice(0, 7) ? 3 : 2,
      litresThisYear: 80,
      averageLitres: 110 / 4,
      // On New Year's Day both readings are today's.
      lastOdometer: today === firstOfYear ? expect.any(Number) : 12_400,
    });

    const stored = (await app.inject({ method: 'GET', url: '/api/fill-ups' })).json<object[]>();
    const values = await loadGenerated<Record<string, (...args: unknown[]) => unknown>>(
      renderApp(FUEL_LOG).frontend,
      'src/values.ts',
    );
    expect(values.fillUpSummaryValues!(stored, now)).toEqual(answered);
  });
});
