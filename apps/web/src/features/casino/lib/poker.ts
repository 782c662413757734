import { POKER } from '../data/poker-demo';

/** spec 02 §5 "Poker custom bet": the slider runs from the current bet up to the player's chips. */
export const BET_RANGE = { min: POKER.currentBet, max: POKER.playerChips, step: 5 } as const;

/** The Bet button is disabled below the current bet (spec 02 §5), and a bet cannot exceed the chips. */
export const canBet = (
  amount: number,
  currentBet: number = POKER.currentBet,
  chips: number = POKER.playerChips,
) => Number.isFinite(amount) && amount >= currentBet && amount <= chips;

export const isRedSuit = (card: string) => /[♥♦]/.test(card);
