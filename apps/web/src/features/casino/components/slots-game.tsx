import { Minus, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatCents } from '@/lib/format';
import { cryptoSource } from '../lib/random';
import {
  BET_STEPS,
  canSpin,
  clampBet,
  PAYTABLE,
  slotPrizeCents,
  SLOTS,
  SLOT_SYMBOLS,
  spinReels,
  SYMBOL_FACE,
  type SlotSymbol,
} from '../lib/slots';

const source = cryptoSource();

/** spec 02 §4/§9 "Slots": a 2 s spin refreshing the reels every 100 ms; triple seven fills the jackpot meter. */
export function SlotsGame() {
  const [balance, setBalance] = useState<number>(SLOTS.startBalance * 100);
  const [bet, setBet] = useState<number>(SLOTS.startBet);
  const [reels, setReels] = useState<SlotSymbol[]>(['cherry', 'seven', 'diamond']);
  const [spinning, setSpinning] = useState(false);
  const [spins, setSpins] = useState(0);
  const [winnings, setWinnings] = useState(0);
  const [lastPrize, setLastPrize] = useState<number | null>(null);
  const [jackpot, setJackpot] = useState<number>(SLOTS.jackpotStart);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const flicker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  // Closing the dialog mid-spin must stop the reel refresh too, not only the pending result.
  useEffect(
    () => () => {
      clearInterval(flicker.current);
      timers.current.forEach(clearTimeout);
    },
    [],
  );

  const spin = () => {
    if (!canSpin(balance, bet, spinning)) return;
    const stake = bet;
    setBalance((current) => current - stake * 100);
    setSpins((count) => count + 1);
    setSpinning(true);
    setLastPrize(null);
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    flicker.current = reduceMotion
      ? undefined
      : setInterval(() => setReels(spinReels(source)), SLOTS.refreshMs);
    timers.current.push(
      setTimeout(() => {
        clearInterval(flicker.current);
        const result = spinReels(source);
        const prize = slotPrizeCents(result, stake);
        setReels(result);
        setSpinning(false);
        setLastPrize(prize);
        if (prize > 0) {
          setBalance((current) => current + prize);
          setWinnings((current) => current + prize);
        }
        if (result.every((symbol) => symbol === 'seven')) {
          setJackpot(100);
          timers.current.push(
            setTimeout(() => setJackpot(SLOTS.jackpotStart), SLOTS.jackpotResetMs),
          );
        }
      }, SLOTS.spinMs),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          ['Balance', formatCents(balance)],
          ['Spins', String(spins)],
          ['Total winnings', formatCents(winnings)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-control border border-border bg-surface p-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-semibold text-foreground tabular-nums" aria-label={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div
        className="flex justify-center gap-3 rounded-card border border-amber-500/30 bg-slate-950 p-4"
        role="img"
        aria-label={`Reels: ${reels.join(', ')}`}
      >
        {reels.map((symbol, index) => (
          <span
            key={index}
            className="flex size-20 items-center justify-center rounded-control bg-surface-raised text-5xl"
          >
            {SYMBOL_FACE[symbol]}
          </span>
        ))}
      </div>
      <p className="min-h-5 text-center text-sm" role="status">
        {spinning
          ? 'Spinning…'
          : lastPrize === null
            ? 'Three of a kind wins.'
            : lastPrize > 0
              ? `You won ${formatCents(lastPrize)}!`
              : 'No win this time.'}
      </p>
      <div className="flex flex-col gap-1">
        <div className="flex justify-between text-xs text-muted">
          <span>Jackpot meter</span>
          <span className="tabular-nums">{jackpot}%</span>
        </div>
        <Progress value={jackpot} aria-label="Jackpot meter" />
      </div>
      <div className="flex flex-wrap items-center justify-center gap-2">
        {BET_STEPS.map((step) => (
          <Button
            key={step}
            variant="outline"
            size="sm"
            onClick={() => setBet((current) => clampBet(current + step))}
            disabled={spinning}
            aria-label={`Bet ${step > 0 ? '+' : '−'}${Math.abs(step)}`}
          >
            {step > 0 ? <Plus aria-hidden /> : <Minus aria-hidden />}
            {Math.abs(step)}
          </Button>
        ))}
        <span className="min-w-20 text-center font-semibold tabular-nums" aria-label="Bet">
          Bet {bet}
        </span>
        <Button onClick={spin} disabled={!canSpin(balance, bet, spinning)}>
          {spinning ? 'Spinning…' : 'Spin'}
        </Button>
      </div>
      <table className="w-full text-xs text-muted">
        <caption className="mb-1 text-left">Paytable per bet of 10 (three of a kind)</caption>
        <tbody className="grid grid-cols-4 gap-1 sm:grid-cols-7">
          {SLOT_SYMBOLS.map((symbol) => (
            <tr key={symbol} className="flex flex-col items-center rounded bg-surface p-1">
              <th scope="row" className="text-base font-normal">
                {SYMBOL_FACE[symbol]}
              </th>
              <td className="tabular-nums">{PAYTABLE[symbol]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
