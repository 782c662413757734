import { randomInt, type RandomSource } from './random';

/** spec 02 §9 "Slots". */
export const SLOT_SYMBOLS = [
  'cherry',
  'lemon',
  'orange',
  'bell',
  'star',
  'diamond',
  'seven',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const SYMBOL_FACE: Record<SlotSymbol, string> = {
  cherry: '🍒',
  lemon: '🍋',
  orange: '🍊',
  bell: '🔔',
  star: '⭐',
  diamond: '💎',
  seven: '7️⃣',
};
/** Three of a kind, per 10 bet. */
export const PAYTABLE: Record<SlotSymbol, number> = {
  cherry: 10,
  lemon: 15,
  orange: 20,
  bell: 25,
  star: 50,
  diamond: 100,
  seven: 777,
};
export const SLOTS = {
  startBalance: 1000,
  startBet: 10,
  minBet: 1,
  maxBet: 100,
  spinMs: 2000,
  refreshMs: 100,
  jackpotStart: 67,
  jackpotResetMs: 3000,
} as const;
export const BET_STEPS = [-5, -1, 1, 5] as const;

export const clampBet = (bet: number) =>
  Math.min(SLOTS.maxBet, Math.max(SLOTS.minBet, Math.round(bet)));

export const spinReels = (source: RandomSource): [SlotSymbol, SlotSymbol, SlotSymbol] => [
  SLOT_SYMBOLS[randomInt(SLOT_SYMBOLS.length, source)]!,
  SLOT_SYMBOLS[randomInt(SLOT_SYMBOLS.length, source)]!,
  SLOT_SYMBOLS[randomInt(SLOT_SYMBOLS.length, source)]!,
];

/** The prize in cents: three of a kind pays its paytable amount scaled by bet / 10 (spec 02 §9). */
export function slotPrizeCents(reels: readonly SlotSymbol[], bet: number) {
  const [first] = reels;
  if (!first || !reels.every((symbol) => symbol === first)) return 0;
  return PAYTABLE[first] * bet * 10;
}

export const canSpin = (balanceCents: number, bet: number, spinning: boolean) =>
  !spinning && balanceCents >= bet * 100;

/** Return to player from the paytable: each triple has probability 1/7³ and pays paytable / 10 per unit bet. */
export function slotsTheoreticalRtp() {
  const combinations = SLOT_SYMBOLS.length ** 3;
  return SLOT_SYMBOLS.reduce((sum, symbol) => sum + PAYTABLE[symbol] / 10 / combinations, 0);
}
