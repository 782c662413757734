import { describe, expect, it } from 'vitest';
import { GAMES, LAB_SUMMARY } from '../data/games';
import { revenueShares, topByRevenue } from './lab-figures';

describe('the lab data', () => {
  it('has 15 records within the spec’s ranges that add up to the hard-coded summary', () => {
    expect(GAMES).toHaveLength(LAB_SUMMARY.totalGames);
    expect(GAMES.filter((game) => game.status === 'active')).toHaveLength(LAB_SUMMARY.activeGames);
    expect(GAMES.reduce((sum, game) => sum + game.players, 0)).toBe(LAB_SUMMARY.totalPlayers);
    expect(GAMES.reduce((sum, game) => sum + game.revenue, 0)).toBe(LAB_SUMMARY.totalRevenue);
    for (const game of GAMES) {
      expect(game.rtp).toBeGreaterThanOrEqual(50);
      expect(game.rtp).toBeLessThanOrEqual(99.5);
      expect(game.minBet).toBeGreaterThanOrEqual(0.1);
      expect(game.minBet).toBeLessThanOrEqual(10);
      expect(game.maxBet).toBeGreaterThanOrEqual(10);
      expect(game.maxBet).toBeLessThanOrEqual(2000);
    }
  });

  it('ranks the top five by revenue, led by the summary’s top game', () => {
    const top = topByRevenue(GAMES);
    expect(top).toHaveLength(5);
    expect(top[0]!.name).toBe(LAB_SUMMARY.topGame);
    expect(top.map((game) => game.revenue)).toEqual(
      [...top.map((game) => game.revenue)].sort((a, b) => b - a),
    );
  });

  it('splits revenue over slots, poker, blackjack, roulette, lottery and the rest, adding up to 1', () => {
    const shares = revenueShares(GAMES);
    expect(shares.map((share) => share.type)).toEqual([
      'slots',
      'poker',
      'blackjack',
      'roulette',
      'lottery',
      'other',
    ]);
    expect(shares.reduce((sum, share) => sum + share.share, 0)).toBeCloseTo(1, 12);
    expect(shares[0]!.revenue).toBe(28450 + 12600 + 9870 + 2480);
  });
});
