import { Club, Dice5, Disc3, Gem, Grid3x3, Sparkles, Spade, Ticket, type LucideIcon } from 'lucide-react';

export type GameType = 'slots' | 'poker' | 'blackjack' | 'roulette' | 'lottery' | 'bingo' | 'dice' | 'wheel';
export type GameStatus = 'active' | 'maintenance' | 'new';

/** spec 02 §3 "Casino game record" (sample data). */
export interface CasinoGame {
  id: string;
  name: string;
  type: GameType;
  description: string;
  minBet: number;
  maxBet: number;
  status: GameStatus;
  players: number;
  revenue: number;
  rtp: number;
}

/** spec 02 §3/§9: the lab summary is hard-coded; the records below add up to it. */
export const LAB_SUMMARY = { totalGames: 15, activeGames: 13, totalPlayers: 2847, totalRevenue: 156780, topGame: 'Mega Slots Deluxe' } as const;

export const GAME_ICONS: Record<GameType, LucideIcon> = {
  slots: Gem, poker: Spade, blackjack: Club, roulette: Disc3, lottery: Ticket, bingo: Grid3x3, dice: Dice5, wheel: Sparkles,
};
export const PLAYABLE: ReadonlySet<GameType> = new Set(['slots', 'roulette', 'poker']);

export const GAMES: CasinoGame[] = [
  { id: 'mega-slots-deluxe', name: 'Mega Slots Deluxe', type: 'slots', description: 'Three-reel classic with a progressive jackpot on triple sevens.', minBet: 0.5, maxBet: 500, status: 'active', players: 512, revenue: 28450, rtp: 96.5 },
  { id: 'royal-roulette', name: 'Royal Roulette', type: 'roulette', description: 'European single-zero roulette with straight and even-money bets.', minBet: 1, maxBet: 1000, status: 'active', players: 398, revenue: 21300, rtp: 97.3 },
  { id: 'texas-holdem-pro', name: "Texas Hold'em Pro", type: 'poker', description: 'No-limit hold’em at six-seat tables.', minBet: 2, maxBet: 2000, status: 'active', players: 356, revenue: 19880, rtp: 98.5 },
  { id: 'blackjack-classic', name: 'Blackjack Classic', type: 'blackjack', description: 'Six-deck blackjack, dealer stands on soft 17.', minBet: 5, maxBet: 1000, status: 'active', players: 301, revenue: 16750, rtp: 99.5 },
  { id: 'lucky-sevens', name: 'Lucky Sevens', type: 'slots', description: 'Low-stakes fruit machine with frequent small wins.', minBet: 0.1, maxBet: 100, status: 'active', players: 245, revenue: 12600, rtp: 95.2 },
  { id: 'diamond-rush', name: 'Diamond Rush', type: 'slots', description: 'Gem-themed slot with cascading wins.', minBet: 0.25, maxBet: 250, status: 'active', players: 198, revenue: 9870, rtp: 94.8 },
  { id: 'golden-lottery', name: 'Golden Lottery', type: 'lottery', description: 'Daily six-number draw with a rolling prize pool.', minBet: 1, maxBet: 10, status: 'active', players: 176, revenue: 8420, rtp: 50 },
  { id: 'speed-bingo', name: 'Speed Bingo', type: 'bingo', description: '75-ball bingo rounds every three minutes.', minBet: 0.5, maxBet: 50, status: 'active', players: 142, revenue: 6150, rtp: 92 },
  { id: 'dice-masters', name: 'Dice Masters', type: 'dice', description: 'Craps-style dice with pass and don’t-pass bets.', minBet: 1, maxBet: 200, status: 'active', players: 131, revenue: 5980, rtp: 98.6 },
  { id: 'fortune-wheel', name: 'Fortune Wheel', type: 'wheel', description: 'Money wheel with 54 segments and two bonus slots.', minBet: 0.5, maxBet: 100, status: 'active', players: 119, revenue: 5340, rtp: 90.5 },
  { id: 'omaha-high', name: 'Omaha High', type: 'poker', description: 'Pot-limit Omaha, four hole cards.', minBet: 5, maxBet: 1500, status: 'active', players: 97, revenue: 4820, rtp: 97.8 },
  { id: 'european-roulette-live', name: 'European Roulette Live', type: 'roulette', description: 'Live-dealer roulette streamed from the studio.', minBet: 2, maxBet: 2000, status: 'active', players: 88, revenue: 4410, rtp: 97.3 },
  { id: 'vegas-blackjack', name: 'Vegas Blackjack', type: 'blackjack', description: 'Double-deck blackjack with early surrender.', minBet: 10, maxBet: 2000, status: 'active', players: 84, revenue: 4120, rtp: 99.2 },
  { id: 'keno-quick-pick', name: 'Keno Quick Pick', type: 'lottery', description: 'Pick up to ten numbers from eighty.', minBet: 1, maxBet: 20, status: 'maintenance', players: 0, revenue: 6210, rtp: 75 },
  { id: 'cosmic-slots', name: 'Cosmic Slots', type: 'slots', description: 'Space-themed five-reel slot in soft launch.', minBet: 0.2, maxBet: 200, status: 'new', players: 0, revenue: 2480, rtp: 95.9 },
];
