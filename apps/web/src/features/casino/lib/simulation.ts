import type { RandomSource } from './random';
import { makeBet, rouletteTheoreticalRtp, settle, spinWheel } from './roulette';
import { slotPrizeCents, slotsTheoreticalRtp, spinReels } from './slots';

export interface SimulationPlan {
  slotSpins: number;
  rouletteRounds: number;
}

/** Enough rounds that each measured RTP lands within 1 percentage point of theory almost always. */
export const FULL_PLAN: SimulationPlan = { slotSpins: 4_000_000, rouletteRounds: 6_000_000 };

export interface RtpMeasurement {
  id: 'slots' | 'roulette-straight' | 'roulette-red';
  label: string;
  rounds: number;
  theoretical: number;
  measured: number;
  /** Half-width of the 95% confidence interval of `measured`. */
  margin: number;
}

/** Running sums of the return per unit staked. */
class Tally {
  rounds = 0;
  private sum = 0;
  private squares = 0;
  add(returnPerUnit: number) {
    this.rounds += 1;
    this.sum += returnPerUnit;
    this.squares += returnPerUnit * returnPerUnit;
  }
  measured() {
    return this.rounds === 0 ? 0 : this.sum / this.rounds;
  }
  margin() {
    if (this.rounds < 2) return Number.POSITIVE_INFINITY;
    const mean = this.measured();
    const variance = (this.squares - this.rounds * mean * mean) / (this.rounds - 1);
    return 1.96 * Math.sqrt(Math.max(0, variance) / this.rounds);
  }
}

const CHUNK = 100_000;
const SLOT_BET = 10;

/**
 * Plays the demo games' own rules many times: slot spins at a bet of 10, and roulette rounds with a
 * straight bet on 17 and a bet on red on each spin. Reports progress (0–1) after every chunk.
 */
export function simulateRtp(
  plan: SimulationPlan,
  source: RandomSource,
  onProgress?: (fraction: number) => void,
): RtpMeasurement[] {
  const slots = new Tally();
  const straight = new Tally();
  const red = new Tally();
  const bets = [makeBet('straight', 1, 17), makeBet('red', 1)];
  const total = plan.slotSpins + plan.rouletteRounds;
  let done = 0;
  for (let start = 0; start < plan.slotSpins; start += CHUNK) {
    const end = Math.min(plan.slotSpins, start + CHUNK);
    for (let spin = start; spin < end; spin += 1)
      slots.add(slotPrizeCents(spinReels(source), SLOT_BET) / (SLOT_BET * 100));
    done += end - start;
    onProgress?.(done / total);
  }
  for (let start = 0; start < plan.rouletteRounds; start += CHUNK) {
    const end = Math.min(plan.rouletteRounds, start + CHUNK);
    for (let round = start; round < end; round += 1) {
      const number = spinWheel(source);
      straight.add(settle([bets[0]!], number));
      red.add(settle([bets[1]!], number));
    }
    done += end - start;
    onProgress?.(done / total);
  }
  const measurement = (
    id: RtpMeasurement['id'],
    label: string,
    tally: Tally,
    theoretical: number,
  ): RtpMeasurement => ({
    id,
    label,
    rounds: tally.rounds,
    theoretical,
    measured: tally.measured(),
    margin: tally.margin(),
  });
  return [
    measurement('slots', 'Slots: three of a kind, bet 10', slots, slotsTheoreticalRtp()),
    measurement(
      'roulette-straight',
      'Roulette: straight bet (pays ×35)',
      straight,
      rouletteTheoreticalRtp('straight'),
    ),
    measurement('roulette-red', 'Roulette: red (pays ×2)', red, rouletteTheoreticalRtp('red')),
  ];
}
