import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouletteGame } from './roulette-game';

const text = (label: string) => screen.getByLabelText(label).textContent;
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('RouletteGame (spec 02 §4/§9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Every draw is 17 (17 % 37): the ball always lands on 17, black and odd.
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      new Uint32Array(array.buffer, array.byteOffset, array.byteLength / 4).fill(17);
      return array;
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('accumulates chips, refunds them on Clear Bets, and pays a straight bet stake × 35 after 3 s', () => {
    render(<RouletteGame />);
    expect(button('Spin').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Chip 25' }));
    fireEvent.click(button('Bet on 17'));
    fireEvent.click(button(/^Bet on 17,/));
    expect(text('Total bet')).toBe('$50.00');
    expect(text('Balance')).toBe('$950.00');
    fireEvent.click(button('Clear Bets'));
    expect(text('Balance')).toBe('$1,000.00');
    expect(text('Total bet')).toBe('$0.00');

    fireEvent.click(screen.getByRole('radio', { name: 'Chip 10' }));
    fireEvent.click(button('Bet on 17'));
    fireEvent.click(button('Bet on Red'));
    fireEvent.click(button('Spin'));
    expect(button(/^Bet on Black/).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(2999));
    expect(text('Balance')).toBe('$980.00');
    act(() => vi.advanceTimersByTime(1));
    expect(text('Balance')).toBe('$1,330.00'); // 980 + 10 × 35; red loses
    expect(text('Total bet')).toBe('$0.00');
    expect(screen.getByRole('status').textContent).toBe('17 black: you won $350.00');
    expect(text('Last numbers')).toContain('17');
  });

  it('refuses a chip larger than the balance', () => {
    render(<RouletteGame />);
    fireEvent.click(screen.getByRole('radio', { name: 'Chip 100' }));
    for (let index = 0; index < 10; index += 1) fireEvent.click(button(/^Bet on Odd/));
    expect(text('Balance')).toBe('$0.00');
    expect(text('Total bet')).toBe('$1,000.00');
    fireEvent.click(screen.getByRole('radio', { name: 'Chip 1' }));
    expect(button(/^Bet on Even/).disabled).toBe(true);
  });

  it('keeps the last 5 numbers', () => {
    render(<RouletteGame />);
    for (let round = 0; round < 6; round += 1) {
      fireEvent.click(button(/^Bet on Odd/));
      fireEvent.click(button('Spin'));
      act(() => vi.advanceTimersByTime(3000));
    }
    expect(screen.getByLabelText('Last numbers').querySelectorAll('span')).toHaveLength(5);
  });
});
