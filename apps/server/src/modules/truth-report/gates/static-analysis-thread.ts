import type { StaticAnalysisGate } from '@appforge/shared/contracts/truth-report';
import { createOffThread } from '../../../threads/off-thread';
import type { GateInput } from './gate-input';

export type StaticAnalysisWork = { kind: 'analyse'; input: GateInput } | { kind: 'warm-up' };

const ask = createOffThread<StaticAnalysisWork, StaticAnalysisGate | null>(
  import.meta.url,
  'static-analysis-worker',
  'The static analysis',
);

/** `staticAnalysisGate` on its own thread (started on first use). */
export async function staticAnalysisOffThread(input: GateInput): Promise<StaticAnalysisGate> {
  const gate = await ask({ kind: 'analyse', input });
  if (!gate) throw new Error('The static analysis answered nothing.');
  return gate;
}

let warming: Promise<void> | undefined;

/** Starts the thread and loads its tools once, so the first report is not the slow one. */
export function warmUpStaticAnalysis(): Promise<void> {
  warming ??= ask({ kind: 'warm-up' }).then(
    () => undefined,
    () => {
      warming = undefined;
    },
  );
  return warming;
}
