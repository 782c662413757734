import { describe, expect, it } from 'vitest';
import {
  colorOf,
  makeBet,
  placeChip,
  pushHistory,
  RED_NUMBERS,
  rouletteTheoreticalRtp,
  settle,
  tablePosition,
  totalStaked,
} from './roulette';
import {
  canSpin,
  clampBet,
  PAYTABLE,
  slotPrizeCents,
  slotsTheoreticalRtp,
  SLOT_SYMBOLS,
} from './slots';

describe('slots (spec 02 §9)', () => {
  it('pays three of a kind from the paytable, scaled by bet / 10, in cents', () => {
    expect(slotPrizeCents(['cherry', 'cherry', 'cherry'], 10)).toBe(10_00);
    expect(slotPrizeCents(['seven', 'seven', 'seven'], 10)).toBe(777_00);
    expect(slotPrizeCents(['lemon', 'lemon', 'lemon'], 7)).toBe(10_50);
    expect(slotPrizeCents(['diamond', 'diamond', 'diamond'], 100)).toBe(1000_00);
    expect(slotPrizeCents(['seven', 'seven', 'bell'], 10)).toBe(0);
  });

  it('clamps the bet between 1 and 100 and blocks a spin while spinning or short of the bet', () => {
    expect([clampBet(0), clampBet(-4), clampBet(7), clampBet(104)]).toEqual([1, 1, 7, 100]);
    expect(canSpin(1000_00, 10, false)).toBe(true);
    expect(canSpin(1000_00, 10, true)).toBe(false);
    expect(canSpin(9_99, 10, false)).toBe(false);
    expect(canSpin(10_00, 10, false)).toBe(true);
  });

  it('computes the theoretical RTP from the paytable: 997 / 343 / 10', () => {
    expect(Object.values(PAYTABLE).reduce((sum, pay) => sum + pay, 0)).toBe(997);
    expect(SLOT_SYMBOLS).toHaveLength(7);
    expect(slotsTheoreticalRtp()).toBeCloseTo(997 / 343 / 10, 12);
  });
});

describe('roulette (spec 02 §9)', () => {
  it('has 18 red and 18 black numbers and a green zero', () => {
    const colours = Array.from({ length: 37 }, (_, number) => colorOf(number));
    expect(colours.filter((colour) => colour === 'red')).toHaveLength(18);
    expect(colours.filter((colour) => colour === 'black')).toHaveLength(18);
    expect(colours[0]).toBe('green');
    expect([...RED_NUMBERS].every((number) => colorOf(number) === 'red')).toBe(true);
    expect([colorOf(2), colorOf(10), colorOf(11), colorOf(28), colorOf(29)]).toEqual([
      'black',
      'black',
      'black',
      'black',
      'black',
    ]);
  });

  it('lays the numbers out as on a real table: 3 6 9 … 36 on top, 1 4 7 … 34 at the bottom, red and black alternating', () => {
    const row = (index: number) =>
      Array.from({ length: 36 }, (_, n) => n + 1).filter(
        (number) => tablePosition(number).row === index,
      );
    expect(row(1)).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36]);
    expect(row(3)).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(tablePosition(17)).toEqual({ row: 2, column: 6 });
    // The first column reads red, black, red from the top; the 10/11 and 28/29 columns are all black.
    expect([3, 2, 1].map(colorOf)).toEqual(['red', 'black', 'red']);
    expect([12, 11, 10].map(colorOf)).toEqual(['red', 'black', 'black']);
  });

  it('accumulates chips on the same bet and pays straight ×35 and even money ×2', () => {
    let bets = placeChip([], 'straight', 5_00, 17);
    bets = placeChip(bets, 'straight', 5_00, 17);
    bets = placeChip(bets, 'red', 10_00);
    bets = placeChip(bets, 'even', 1_00);
    expect(bets).toHaveLength(3);
    expect(totalStaked(bets)).toBe(21_00);
    expect(settle(bets, 17)).toBe(10_00 * 35); // 17 is black and odd
    expect(settle(bets, 18)).toBe(10_00 * 2 + 1_00 * 2); // red and even
    expect(settle(bets, 0)).toBe(0);
    expect(settle(placeChip([], 'straight', 1_00, 0), 0)).toBe(35_00);
  });

  it('never counts zero as even or odd', () => {
    expect(makeBet('even', 1).numbers).not.toContain(0);
    expect(makeBet('odd', 1).numbers).toHaveLength(18);
  });

  it('derives each bet’s theoretical RTP from the rules', () => {
    expect(rouletteTheoreticalRtp('straight')).toBeCloseTo(35 / 37, 12);
    expect(rouletteTheoreticalRtp('red')).toBeCloseTo(36 / 37, 12);
  });

  it('keeps the last 5 numbers, newest first', () => {
    expect([3, 8, 1, 9, 4, 7].reduce(pushHistory, [] as number[])).toEqual([7, 4, 9, 1, 8]);
  });
});
