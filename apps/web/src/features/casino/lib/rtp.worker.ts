import { cryptoSource } from './random';
import { simulateRtp, type RtpMeasurement, type SimulationPlan } from './simulation';

export type WorkerMessage =
  { type: 'progress'; fraction: number } | { type: 'done'; results: RtpMeasurement[]; ms: number };

/** The worker's own scope (the web project is typed with the DOM library, not WebWorker). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SimulationPlan>) => void) | null;
  postMessage: (message: WorkerMessage) => void;
};

// The Testing Lab's Monte-Carlo run, off the page's main thread.
scope.onmessage = (event) => {
  const start = performance.now();
  const results = simulateRtp(event.data, cryptoSource(), (fraction) =>
    scope.postMessage({ type: 'progress', fraction }),
  );
  scope.postMessage({ type: 'done', results, ms: performance.now() - start });
};
