import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';
import { cn } from '@/lib/cn';
import { FLOP, POKER, SEATS } from '../data/poker-demo';
import { BET_RANGE, canBet, isRedSuit } from '../lib/poker';

function PlayingCard({ card, size = 'md' }: { card: string; size?: 'sm' | 'md' }) {
  return (
    <span
      className={cn(
        'flex items-center justify-center rounded-md bg-white font-semibold shadow-sm',
        size === 'md' ? 'h-16 w-11 text-lg' : 'h-9 w-7 text-xs',
        isRedSuit(card) ? 'text-red-600' : 'text-slate-900',
      )}
    >
      {card}
    </span>
  );
}

function CardBack() {
  return (
    <span
      aria-hidden
      className="h-9 w-7 rounded-md border border-cyan-300/40 bg-[repeating-linear-gradient(45deg,#155e75_0_4px,#0e7490_4px_8px)]"
    />
  );
}

/** spec 02 §4/§9 "Poker demo": a static flop; the actions only log. */
export function PokerTable() {
  const [seconds, setSeconds] = useState<number>(POKER.timerSeconds);
  const [amount, setAmount] = useState<number>(BET_RANGE.min);
  const [log, setLog] = useState<string[]>([]);
  useEffect(() => {
    const timer = setInterval(
      () => setSeconds((current) => (current > 0 ? current - 1 : POKER.timerSeconds)),
      1000,
    );
    return () => clearInterval(timer);
  }, []);
  const act = (action: string) => {
    console.log(`Poker demo: ${action}`);
    setLog((current) => [action, ...current].slice(0, 4));
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          Flop · Blinds {POKER.smallBlind}/{POKER.bigBlind}
        </span>
        <span>
          Pot <strong className="tabular-nums">{POKER.pot}</strong>
        </span>
        <span
          className="flex items-center gap-1 tabular-nums"
          aria-label={`Time left: ${seconds} seconds`}
        >
          <Timer aria-hidden className="size-4" />
          {seconds}s
        </span>
      </div>
      <div
        className="flex justify-center gap-2 rounded-card bg-emerald-900/40 py-4"
        role="group"
        aria-label={`Community cards: ${FLOP.join(' ')}`}
      >
        {FLOP.map((card) => (
          <PlayingCard key={card} card={card} />
        ))}
      </div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Seats">
        {SEATS.map((seat) => (
          <li
            key={seat.id}
            className={cn(
              'flex flex-col gap-1 rounded-control border p-2 text-xs',
              seat.isActive ? 'border-amber-400 bg-amber-500/10' : 'border-border bg-surface',
            )}
          >
            <p className="flex justify-between gap-2">
              <span className="font-medium text-foreground">{seat.name}</span>
              <span className="text-muted tabular-nums">{seat.chips} chips</span>
            </p>
            <div
              className="flex min-h-9 gap-1"
              aria-label={
                seat.id === 'you'
                  ? `Your cards: ${seat.cards.join(' ')}`
                  : seat.cards.length
                    ? 'Two hidden cards'
                    : 'No cards'
              }
            >
              {seat.id === 'you'
                ? seat.cards.map((card) => <PlayingCard key={card} card={card} size="sm" />)
                : seat.cards.map((_, index) => <CardBack key={index} />)}
            </div>
            <p className="text-muted">{seat.lastAction}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 text-sm">
          <span>
            Your bet: <strong className="tabular-nums">{amount}</strong>{' '}
            <span className="text-muted">
              (current bet {POKER.currentBet}, your chips {POKER.playerChips})
            </span>
          </span>
          <Slider
            value={[amount]}
            min={BET_RANGE.min}
            max={BET_RANGE.max}
            step={BET_RANGE.step}
            onValueChange={([value]) => setAmount(value ?? BET_RANGE.min)}
            aria-label="Bet amount"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => act('Fold')}>
            Fold
          </Button>
          <Button variant="outline" onClick={() => act(`Call ${POKER.currentBet}`)}>
            Call {POKER.currentBet}
          </Button>
          <Button onClick={() => act(`Bet ${amount}`)} disabled={!canBet(amount)}>
            Bet {amount}
          </Button>
        </div>
      </div>
      <ul className="min-h-5 text-xs text-muted" aria-label="Action log">
        {log.map((entry, index) => (
          <li key={index}>You: {entry}</li>
        ))}
      </ul>
    </div>
  );
}
