import { describe, expect, it } from 'vitest';
import { SAMPLE_SIZE, todaysSample } from './generated-app-tests.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const apps = Array.from({ length: 328 }, (_, index) => `apps/${String(index).padStart(3, '0')}`);

describe('the rotating sample of generated apps whose own tests run', () => {
  it('takes ten apps spread over the corpus, the same all day', () => {
    const morning = todaysSample(apps, 20_000 * DAY_MS + 1);
    const evening = todaysSample(apps, 20_001 * DAY_MS - 1);
    expect(morning.sample).toHaveLength(SAMPLE_SIZE);
    expect(new Set(morning.sample).size).toBe(SAMPLE_SIZE);
    expect(evening.sample).toEqual(morning.sample);
    const indexes = morning.sample.map((dir) => apps.indexOf(dir));
    expect(Math.max(...indexes) - Math.min(...indexes)).toBeGreaterThan(apps.length * 0.8);
  });

  it('covers every app over as many days as apps fall between two of a sample', () => {
    const stride = Math.ceil(apps.length / SAMPLE_SIZE);
    const seen = new Set<string>();
    for (let day = 0; day < stride; day += 1)
      for (const dir of todaysSample(apps, day * DAY_MS).sample) seen.add(dir);
    expect(seen.size).toBe(apps.length);
    expect(todaysSample(apps, DAY_MS).sample[0]).not.toBe(todaysSample(apps, 0).sample[0]);
  });

  it('takes every app of a corpus smaller than the sample', () => {
    expect(todaysSample(apps.slice(0, 4)).sample.sort()).toEqual(apps.slice(0, 4));
  });
});
