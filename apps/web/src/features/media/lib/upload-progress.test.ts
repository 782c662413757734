import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUploadProgress, sentFloor, stepProgress } from './upload-progress';

describe('stepProgress', () => {
  it('adds 10 and stops at 90', () => {
    expect(stepProgress(0)).toBe(10);
    expect(stepProgress(85)).toBe(90);
    expect(stepProgress(90)).toBe(90);
  });
});

describe('sentFloor', () => {
  it('scales the share sent into 0–90 and clamps it', () => {
    expect(sentFloor(0.5)).toBe(45);
    expect(sentFloor(1)).toBe(90);
    expect(sentFloor(2)).toBe(90);
    expect(sentFloor(-1)).toBe(0);
  });
});

describe('createUploadProgress', () => {
  let values: number[];
  const progress = () => createUploadProgress((value) => values.push(value));

  beforeEach(() => {
    vi.useFakeTimers();
    values = [];
  });
  afterEach(() => vi.useRealTimers());

  it('rises by 10 every 200 ms and holds at 90', () => {
    const bar = progress();
    bar.start();
    vi.advanceTimersByTime(199);
    expect(values).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(values).toEqual([10]);
    vi.advanceTimersByTime(200 * 20);
    expect(values).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    bar.dispose();
  });

  it('never shows less than the real share sent, and the ticks go on from there', () => {
    const bar = progress();
    bar.start();
    bar.sent(0.6);
    expect(values).toEqual([54]);
    vi.advanceTimersByTime(200);
    expect(values.at(-1)).toBe(64);
    bar.sent(0.1);
    expect(values.at(-1)).toBe(64);
    bar.dispose();
  });

  it('jumps to 100 on the answer and resets 1 s after a success', () => {
    const bar = progress();
    bar.start();
    vi.advanceTimersByTime(400);
    bar.finish(true);
    expect(values).toEqual([10, 20, 100]);
    vi.advanceTimersByTime(999);
    expect(values.at(-1)).toBe(100);
    vi.advanceTimersByTime(1);
    expect(values.at(-1)).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(values).toEqual([10, 20, 100, 0]);
  });

  it('resets at once after a failure', () => {
    const bar = progress();
    bar.start();
    vi.advanceTimersByTime(600);
    bar.finish(false);
    expect(values).toEqual([10, 20, 30, 100, 0]);
    vi.advanceTimersByTime(5000);
    expect(values.at(-1)).toBe(0);
  });

  it('ignores upload events once the answer is in', () => {
    const bar = progress();
    bar.start();
    bar.finish(false);
    bar.sent(1);
    expect(values).toEqual([100, 0]);
  });
});
