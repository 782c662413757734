import { useCallback, useEffect, useRef, useState } from 'react';
import type { WorkerMessage } from '../lib/rtp.worker';
import { FULL_PLAN, type RtpMeasurement, type SimulationPlan } from '../lib/simulation';

export interface SimulationState {
  running: boolean;
  progress: number;
  results: RtpMeasurement[] | null;
  ms: number | null;
  error: string | null;
}

const IDLE: SimulationState = { running: false, progress: 0, results: null, ms: null, error: null };

/** Runs the Monte-Carlo simulation in a Web Worker, so the page keeps responding. */
export function useRtpSimulation() {
  const [state, setState] = useState<SimulationState>(IDLE);
  const worker = useRef<Worker | null>(null);

  useEffect(() => () => worker.current?.terminate(), []);

  const run = useCallback((plan: SimulationPlan = FULL_PLAN) => {
    worker.current?.terminate();
    const next = new Worker(new URL('../lib/rtp.worker.ts', import.meta.url), { type: 'module' });
    worker.current = next;
    setState({ ...IDLE, running: true });
    next.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress')
        setState((current) => ({ ...current, progress: message.fraction }));
      else {
        setState({
          running: false,
          progress: 1,
          results: message.results,
          ms: message.ms,
          error: null,
        });
        next.terminate();
      }
    };
    next.onerror = (event) => {
      setState({ ...IDLE, error: event.message || 'The simulation stopped unexpectedly.' });
      next.terminate();
    };
    next.postMessage(plan);
  }, []);

  return { ...state, run };
}
