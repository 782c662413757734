import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { CasinoGame } from '../data/games';
import { PokerTable } from './poker-table';
import { RouletteGame } from './roulette-game';
import { SlotsGame } from './slots-game';

/** spec 02 §2: slots, roulette and poker are playable; other types are not yet. */
export function PlayDialog({ game, onClose }: { game: CasinoGame | null; onClose: () => void }) {
  return (
    <Dialog open={game !== null} onOpenChange={(open) => !open && onClose()}>
      {game ? (
        <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{game.name}</DialogTitle>
            <DialogDescription>
              Demo play with sample credits: nothing is wagered.
            </DialogDescription>
          </DialogHeader>
          {game.type === 'slots' ? (
            <SlotsGame />
          ) : game.type === 'roulette' ? (
            <RouletteGame />
          ) : game.type === 'poker' ? (
            <PokerTable />
          ) : (
            <p className="py-8 text-center text-muted">This game is coming soon!</p>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
