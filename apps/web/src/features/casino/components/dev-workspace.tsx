import { Code2, FlaskConical, Gamepad2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { formatDollars } from '@/lib/format';
import { GAME_ICONS, PLAYABLE, type CasinoGame, type GameStatus } from '../data/games';
import { STATUS_TONE } from './game-card';

export interface DevWorkspaceProps {
  game: CasinoGame;
  onStatusChange: (status: GameStatus) => void;
  onTest: () => void;
  onRunTests: () => void;
}

/** spec 02 §2 "Development Workspace": read-only bets and RTP, the status, a preview, Test Game, View Code, Run Tests. */
export function DevWorkspace({ game, onStatusChange, onTest, onRunTests }: DevWorkspaceProps) {
  const [showCode, setShowCode] = useState(false);
  const Icon = GAME_ICONS[game.type];
  const simulated = game.type === 'slots' || game.type === 'roulette';
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card className="flex flex-col gap-3 p-4">
        <h3 className="text-lg font-medium">{game.name} settings</h3>
        {(
          [
            ['Minimum bet', formatDollars(game.minBet)],
            ['Maximum bet', formatDollars(game.maxBet)],
            ['RTP', `${game.rtp}%`],
          ] as const
        ).map(([label, value]) => (
          <label key={label} className="flex flex-col gap-1 text-sm">
            <span className="text-muted">{label}</span>
            <Input value={value} readOnly aria-label={label} />
          </label>
        ))}
        <label className="flex flex-col gap-1 text-sm">
          <span className="text-muted">Status</span>
          <Select
            value={game.status}
            onValueChange={(status) => onStatusChange(status as GameStatus)}
          >
            <SelectTrigger aria-label="Status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="active">active</SelectItem>
              <SelectItem value="maintenance">maintenance</SelectItem>
              <SelectItem value="new">new</SelectItem>
            </SelectContent>
          </Select>
        </label>
      </Card>
      <Card className="flex flex-col gap-3 p-4">
        <h3 className="text-lg font-medium">Preview</h3>
        <div
          className="flex flex-1 flex-col items-center justify-center gap-2 rounded-control bg-gradient-to-br from-amber-500/20 to-rose-500/10 p-6 text-center"
          aria-label={`Preview of ${game.name}`}
        >
          <Icon aria-hidden className="size-10 text-amber-300" />
          <p className="text-lg font-semibold text-foreground">{game.name}</p>
          <Badge tone={STATUS_TONE[game.status]}>{game.status}</Badge>
          <p className="text-xs text-muted">
            {PLAYABLE.has(game.type) ? 'Playable in the demo' : 'Demo coming soon'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onTest}>
            <Gamepad2 aria-hidden />
            Test Game
          </Button>
          <Button variant="outline" onClick={() => setShowCode(true)}>
            <Code2 aria-hidden />
            View Code
          </Button>
          <Button
            variant="outline"
            onClick={onRunTests}
            disabled={!simulated}
            title={simulated ? undefined : `No simulation for ${game.type} yet`}
          >
            <FlaskConical aria-hidden />
            Run Tests
          </Button>
        </div>
      </Card>
      <Dialog open={showCode} onOpenChange={setShowCode}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{game.name}: configuration</DialogTitle>
            <DialogDescription>The game record the lab uses, as TypeScript.</DialogDescription>
          </DialogHeader>
          <pre className="max-h-96 overflow-auto rounded-control bg-slate-950 p-3 font-mono text-xs text-slate-200">
            {`export const ${game.id.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase())}: CasinoGame = ${JSON.stringify(game, null, 2)};`}
          </pre>
        </DialogContent>
      </Dialog>
    </div>
  );
}
