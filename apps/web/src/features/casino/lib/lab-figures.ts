import type { CasinoGame, GameType } from '../data/games';

/** spec 02 §2 "Analytics": the top five games by revenue. */
export const topByRevenue = (games: CasinoGame[], count = 5) =>
  [...games].sort((a, b) => b.revenue - a.revenue).slice(0, count);

export const SHARE_TYPES: GameType[] = ['slots', 'poker', 'blackjack', 'roulette', 'lottery'];

/** Each listed type's share of all revenue, and the rest as "other", so the shares add up to 1. */
export function revenueShares(games: CasinoGame[]) {
  const total = games.reduce((sum, game) => sum + game.revenue, 0);
  const byType = (type: GameType) =>
    games.filter((game) => game.type === type).reduce((sum, game) => sum + game.revenue, 0);
  const listed = SHARE_TYPES.map((type) => ({ type: type as string, revenue: byType(type) }));
  const other = total - listed.reduce((sum, entry) => sum + entry.revenue, 0);
  return [...listed, ...(other > 0 ? [{ type: 'other', revenue: other }] : [])].map((entry) => ({
    ...entry,
    share: total === 0 ? 0 : entry.revenue / total,
  }));
}
