import { randomInt, type RandomSource } from './random';

/** spec 02 §9 "Roulette": 0–36, 18 red and 18 black (the standard European layout). */
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
export const ROULETTE = {
  startBalance: 1000,
  chips: [1, 5, 10, 25, 100],
  defaultChip: 5,
  spinMs: 3000,
  historyLength: 5,
  pockets: 37,
} as const;

/** Where a number sits on a real table with zero at the left: three rows, 3 6 9 … 36 along the top, 1 4 7 … 34 along the bottom. */
export const tablePosition = (number: number) => ({
  row: 3 - ((number - 1) % 3),
  column: Math.ceil(number / 3),
});

export type RouletteColor = 'green' | 'red' | 'black';
export const colorOf = (number: number): RouletteColor =>
  number === 0 ? 'green' : RED_NUMBERS.has(number) ? 'red' : 'black';

/** spec 02 §3 "Roulette bet": a straight bet (zero included) or an even-money bet. */
export type RouletteBetType = 'straight' | 'red' | 'black' | 'even' | 'odd';
export interface RouletteBet {
  type: RouletteBetType;
  numbers: number[];
  /** In cents. */
  amount: number;
  /** What a winning bet returns per unit staked (spec 02 §9: straight ×35, even money ×2). */
  payout: number;
}

export const betKey = (type: RouletteBetType, number?: number) =>
  type === 'straight' ? `straight-${number}` : type;

export function makeBet(type: RouletteBetType, amount: number, number?: number): RouletteBet {
  if (type === 'straight') return { type, numbers: [number ?? 0], amount, payout: 35 };
  const numbers = Array.from({ length: 36 }, (_, index) => index + 1).filter((value) =>
    type === 'red'
      ? colorOf(value) === 'red'
      : type === 'black'
        ? colorOf(value) === 'black'
        : type === 'even'
          ? value % 2 === 0
          : value % 2 === 1,
  );
  return { type, numbers, amount, payout: 2 };
}

/** Places `chip` cents on a bet, adding to what is already there (bets accumulate until the spin). */
export function placeChip(
  bets: RouletteBet[],
  type: RouletteBetType,
  chip: number,
  number?: number,
): RouletteBet[] {
  const key = betKey(type, number);
  const existing = bets.find((bet) => betKey(bet.type, bet.numbers[0]) === key);
  if (existing)
    return bets.map((bet) => (bet === existing ? { ...bet, amount: bet.amount + chip } : bet));
  return [...bets, makeBet(type, chip, number)];
}

export const totalStaked = (bets: RouletteBet[]) => bets.reduce((sum, bet) => sum + bet.amount, 0);

/** What the bets return (cents) when the ball lands on `number`. */
export const settle = (bets: RouletteBet[], number: number) =>
  bets.reduce((sum, bet) => sum + (bet.numbers.includes(number) ? bet.amount * bet.payout : 0), 0);

export const spinWheel = (source: RandomSource) => randomInt(ROULETTE.pockets, source);

/** Theoretical return per unit staked, from the rules above: a straight wins 1 in 37, even money 18 in 37. */
export const rouletteTheoreticalRtp = (type: RouletteBetType) => {
  const bet = makeBet(type, 1, 17);
  return (bet.numbers.length / ROULETTE.pockets) * bet.payout;
};

export const pushHistory = (history: number[], number: number) =>
  [number, ...history].slice(0, ROULETTE.historyLength);
