import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SlotsGame } from './slots-game';

/**
 * Every 32-bit draw is `value`: with 7 symbols, 6 lands on seven on every reel (6 % 7 = 6). The
 * game's source buffers draws for the whole module, so every test here draws the same value.
 */
const drawAlways = (value: number) =>
  vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
    new Uint32Array(array.buffer, array.byteOffset, array.byteLength / 4).fill(value);
    return array;
  });

const text = (label: string) => screen.getByLabelText(label).textContent;

describe('SlotsGame (spec 02 §4/§9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('takes the bet, blocks a second spin, pays triple seven after 2 s and resets the jackpot meter 3 s later', () => {
    drawAlways(6);
    render(<SlotsGame />);
    expect(text('Balance')).toBe('$1,000.00');
    expect(
      screen.getByRole('progressbar', { name: 'Jackpot meter' }).getAttribute('aria-valuenow'),
    ).toBe('67');

    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(text('Balance')).toBe('$990.00');
    expect(text('Spins')).toBe('1');
    expect((screen.getByRole('button', { name: 'Spinning…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    act(() => vi.advanceTimersByTime(1999));
    expect(text('Balance')).toBe('$990.00');
    act(() => vi.advanceTimersByTime(1));
    // 777 per 10 bet, at the default bet of 10.
    expect(text('Balance')).toBe('$1,767.00');
    expect(text('Total winnings')).toBe('$777.00');
    expect(
      screen.getByRole('progressbar', { name: 'Jackpot meter' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    act(() => vi.advanceTimersByTime(3000));
    expect(
      screen.getByRole('progressbar', { name: 'Jackpot meter' }).getAttribute('aria-valuenow'),
    ).toBe('67');
  });

  it('steps the bet by −5, −1, +1, +5 within 1–100 and scales the prize by bet / 10', () => {
    drawAlways(6);
    render(<SlotsGame />);
    const step = (name: string, times = 1) => {
      for (let index = 0; index < times; index += 1)
        fireEvent.click(screen.getByRole('button', { name }));
    };
    step('Bet −5', 3);
    expect(text('Bet')).toBe('Bet 1');
    step('Bet +5', 30);
    expect(text('Bet')).toBe('Bet 100');
    step('Bet −1', 93);
    expect(text('Bet')).toBe('Bet 7');
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(text('Balance')).toBe('$1,536.90'); // 1000 − 7 + 777 × 7 / 10, to the cent
  });

  it('stops every timer, the 100 ms reel refresh included, when closed mid-spin', () => {
    drawAlways(6);
    const { unmount } = render(<SlotsGame />);
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    act(() => vi.advanceTimersByTime(500));
    expect(vi.getTimerCount()).toBe(2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the reels still while spinning when the user prefers reduced motion', () => {
    drawAlways(6);
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    render(<SlotsGame />);
    const reels = screen.getByRole('img', { name: /^Reels:/ });
    const before = reels.getAttribute('aria-label');
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    act(() => vi.advanceTimersByTime(1900));
    expect(reels.getAttribute('aria-label')).toBe(before);
    act(() => vi.advanceTimersByTime(100));
    expect(reels.getAttribute('aria-label')).toBe('Reels: seven, seven, seven');
  });
});
