import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatKb,
  formatProcessingTime,
  formatRate,
  savingsText,
} from './media-format';

describe('media figures', () => {
  it('shows a size in KB with one decimal', () => {
    expect(formatKb(1536)).toBe('1.5 KB');
    expect(formatKb(1024)).toBe('1 KB');
    expect(formatKb(200)).toBe('0.2 KB');
    expect(formatKb(10 * 1024 * 1024)).toBe('10,240 KB');
  });

  it('shows storage in the largest fitting unit', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1023)).toBe('1,023 bytes');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('says how much a copy saves against its original', () => {
    expect(savingsText(1000, 420)).toBe('saves 58%');
    expect(savingsText(1000, 1000)).toBe('saves 0%');
    expect(savingsText(1000, 1250)).toBe('25% larger');
    expect(savingsText(0, 10)).toBe('');
  });

  it('shows processing times in ms, then seconds', () => {
    expect(formatProcessingTime(123.4)).toBe('123 ms');
    expect(formatProcessingTime(1530)).toBe('1.5 s');
    expect(formatRate(66.66)).toBe('66.7%');
    expect(formatRate(0)).toBe('0%');
  });
});
