import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCents } from '@/lib/format';
import { cryptoSource } from '../lib/random';
import {
  betKey,
  colorOf,
  placeChip,
  pushHistory,
  ROULETTE,
  settle,
  spinWheel,
  tablePosition,
  totalStaked,
  type RouletteBet,
  type RouletteBetType,
} from '../lib/roulette';

const source = cryptoSource();
const NUMBERS = Array.from({ length: 36 }, (_, index) => index + 1);
const OUTSIDE: { type: RouletteBetType; label: string }[] = [
  { type: 'red', label: 'Red' },
  { type: 'black', label: 'Black' },
  { type: 'even', label: 'Even' },
  { type: 'odd', label: 'Odd' },
];
const tableStyle = (number: number) => {
  const { row, column } = tablePosition(number);
  return { '--row': row, '--column': column } as CSSProperties;
};
const COLOR_CLASS = {
  red: 'bg-red-600 hover:bg-red-500',
  black: 'bg-slate-800 hover:bg-slate-700',
  green: 'bg-emerald-700 hover:bg-emerald-600',
};

/** spec 02 §4/§9 "Roulette": chips accumulate on bets until a 3 s spin; winners are paid and bets cleared. */
export function RouletteGame() {
  const [balance, setBalance] = useState<number>(ROULETTE.startBalance * 100);
  const [chip, setChip] = useState<number>(ROULETTE.defaultChip);
  const [bets, setBets] = useState<RouletteBet[]>([]);
  const [spinning, setSpinning] = useState(false);
  const [history, setHistory] = useState<number[]>([]);
  const [outcome, setOutcome] = useState<{ number: number; returned: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const staked = (type: RouletteBetType, number?: number) =>
    bets.find((bet) => betKey(bet.type, bet.numbers[0]) === betKey(type, number))?.amount ?? 0;
  const canPlace = !spinning && balance >= chip * 100;
  const place = (type: RouletteBetType, number?: number) => {
    if (!canPlace) return;
    setBalance((current) => current - chip * 100);
    setBets((current) => placeChip(current, type, chip * 100, number));
  };
  const clear = () => {
    setBalance((current) => current + totalStaked(bets));
    setBets([]);
  };
  const spin = () => {
    if (spinning || bets.length === 0) return;
    setSpinning(true);
    setOutcome(null);
    const placed = bets;
    timer.current = setTimeout(() => {
      const number = spinWheel(source);
      const returned = settle(placed, number);
      setBalance((current) => current + returned);
      setBets([]);
      setHistory((current) => pushHistory(current, number));
      setOutcome({ number, returned });
      setSpinning(false);
    }, ROULETTE.spinMs);
  };

  const cell = (
    label: string,
    type: RouletteBetType,
    colour: keyof typeof COLOR_CLASS,
    number?: number,
    size = 'h-9',
    style?: CSSProperties,
  ) => {
    const amount = staked(type, number);
    return (
      <button
        type="button"
        key={betKey(type, number)}
        style={style}
        onClick={() => place(type, number)}
        disabled={!canPlace}
        aria-label={`Bet on ${label}${amount ? `, ${formatCents(amount)} placed` : ''}`}
        className={cn(
          'relative flex items-center justify-center rounded text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-70 focus-visible:ring-2 focus-visible:ring-cyan-400 focus-visible:outline-none',
          size,
          COLOR_CLASS[colour],
        )}
      >
        {label}
        {amount ? (
          <span className="absolute -top-1.5 -right-1.5 rounded-full bg-amber-400 px-1 text-[10px] text-slate-950 tabular-nums">
            {amount / 100}
          </span>
        ) : null}
      </button>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          Balance{' '}
          <strong className="tabular-nums" aria-label="Balance">
            {formatCents(balance)}
          </strong>
        </span>
        <span>
          On the table{' '}
          <strong className="tabular-nums" aria-label="Total bet">
            {formatCents(totalStaked(bets))}
          </strong>
        </span>
        <span className="flex items-center gap-1" aria-label="Last numbers">
          Last:
          {history.length === 0 ? <span className="text-muted">none yet</span> : null}
          {history.map((number, index) => (
            <span
              key={index}
              className={cn(
                'flex size-6 items-center justify-center rounded-full text-xs text-white tabular-nums',
                COLOR_CLASS[colorOf(number)],
              )}
            >
              {number}
            </span>
          ))}
        </span>
      </div>
      <div role="radiogroup" aria-label="Chip" className="flex flex-wrap gap-2">
        {ROULETTE.chips.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={chip === value}
            aria-label={`Chip ${value}`}
            onClick={() => setChip(value)}
            className={cn(
              'size-10 rounded-full border-2 text-sm font-semibold tabular-nums focus-visible:ring-2 focus-visible:ring-cyan-400 focus-visible:outline-none',
              chip === value
                ? 'border-amber-300 bg-amber-400 text-slate-950'
                : 'border-border-strong bg-surface-raised text-foreground',
            )}
          >
            {value}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-[3rem_1fr] gap-1">
        {/* Zero runs the height of the number grid, as on a real layout. */}
        {cell('0', 'straight', 'green', 0, 'h-full min-h-9')}
        {/* From sm up, the real table: 12 columns of three, 3 on top. Below that, six to a row in order, to fit 375 px. */}
        <div className="grid grid-cols-6 gap-1 sm:grid-cols-12 sm:grid-rows-3">
          {NUMBERS.map((number) =>
            cell(
              String(number),
              'straight',
              colorOf(number) as 'red' | 'black',
              number,
              'h-9 sm:[grid-row:var(--row)] sm:[grid-column:var(--column)]',
              tableStyle(number),
            ),
          )}
        </div>
      </div>
      <div className="grid grid-cols-4 gap-1">
        {OUTSIDE.map(({ type, label }) => cell(label, type, type === 'red' ? 'red' : 'black'))}
      </div>
      <p className="min-h-5 text-center text-sm" role="status">
        {spinning
          ? 'The wheel is spinning…'
          : outcome
            ? `${outcome.number} ${colorOf(outcome.number)}: ${outcome.returned > 0 ? `you won ${formatCents(outcome.returned)}` : 'no win'}`
            : 'Place your chips, then spin.'}
      </p>
      <div className="flex justify-center gap-2">
        <Button variant="outline" onClick={clear} disabled={spinning || bets.length === 0}>
          Clear Bets
        </Button>
        <Button onClick={spin} disabled={spinning || bets.length === 0}>
          {spinning ? 'Spinning…' : 'Spin'}
        </Button>
      </div>
    </div>
  );
}
