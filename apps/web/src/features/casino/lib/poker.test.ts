import { describe, expect, it } from 'vitest';
import { FLOP, POKER, SEATS } from '../data/poker-demo';
import { BET_RANGE, canBet, isRedSuit } from './poker';

describe('the poker demo (spec 02 §9)', () => {
  it('is the static flop: pot 150, blinds 5/10, 6 seats, 30 s, 1250 chips', () => {
    expect(POKER).toMatchObject({
      pot: 150,
      smallBlind: 5,
      bigBlind: 10,
      seats: 6,
      timerSeconds: 30,
      playerChips: 1250,
    });
    expect(SEATS).toHaveLength(POKER.seats);
    expect(SEATS.find((seat) => seat.isActive)?.chips).toBe(1250);
    expect(FLOP).toHaveLength(3);
  });

  it('bets from the current bet up to the chips, never below the current bet', () => {
    expect(BET_RANGE).toMatchObject({ min: POKER.currentBet, max: POKER.playerChips });
    expect((BET_RANGE.max - BET_RANGE.min) % BET_RANGE.step).toBe(0);
    expect(canBet(POKER.currentBet)).toBe(true);
    expect(canBet(POKER.currentBet - 1)).toBe(false);
    expect(canBet(POKER.playerChips)).toBe(true);
    expect(canBet(POKER.playerChips + 5)).toBe(false);
    expect(canBet(Number.NaN)).toBe(false);
  });

  it('colours hearts and diamonds red', () => {
    expect(['Q♠', 'J♥', '10♦', 'A♣'].map(isRedSuit)).toEqual([false, true, true, false]);
  });
});
