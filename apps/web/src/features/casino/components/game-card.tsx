import { Play, Settings2 } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDollars, formatNumber } from '@/lib/format';
import { GAME_ICONS, type CasinoGame, type GameStatus } from '../data/games';

export const STATUS_TONE: Record<GameStatus, BadgeProps['tone']> = {
  active: 'success',
  maintenance: 'warning',
  new: 'primary',
};

/** spec 02 §2 "Game Library": icon, name, type, status, description, players, RTP, min bet, revenue, Play and Config. */
export function GameCard({
  game,
  onPlay,
  onConfig,
}: {
  game: CasinoGame;
  onPlay: () => void;
  onConfig: () => void;
}) {
  const Icon = GAME_ICONS[game.type];
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4">
      <div className="flex items-start gap-3">
        <span className="flex size-10 items-center justify-center rounded-control bg-amber-500/15 text-amber-300">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-medium text-foreground">{game.name}</h3>
          <p className="text-xs text-muted capitalize">{game.type}</p>
        </div>
        <Badge tone={STATUS_TONE[game.status]}>{game.status}</Badge>
      </div>
      <p className="text-sm text-muted">{game.description}</p>
      <dl className="grid grid-cols-4 gap-1 text-center text-xs">
        {[
          ['Players', formatNumber(game.players)],
          ['RTP', `${game.rtp}%`],
          ['Min bet', formatDollars(game.minBet)],
          ['Revenue', formatDollars(game.revenue)],
        ].map(([label, value]) => (
          <div key={label} className="rounded bg-surface-raised p-1.5">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium text-foreground tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex gap-2">
        <Button size="sm" className="flex-1" onClick={onPlay} aria-label={`Play ${game.name}`}>
          <Play aria-hidden />
          Play
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="flex-1"
          onClick={onConfig}
          aria-label={`Config ${game.name}`}
        >
          <Settings2 aria-hidden />
          Config
        </Button>
      </div>
    </li>
  );
}
