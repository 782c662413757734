import { availableParallelism } from 'node:os';
import type { GenerateInput, GenerateResult, GenerationStage } from '@appforge/codegen/index';
import type { LlmSettings } from '@appforge/codegen/providers/llm';
import { createThreadPool } from '../../../threads/thread-pool';
import type { Generator } from './generation-runner';

export interface GenerationWork {
  input: GenerateInput;
  /** The language model's settings, or null for the built-in rules (plain data: it crosses threads). */
  llm: LlmSettings | null;
}

export interface GenerationProgress {
  stage: GenerationStage;
  progress: number;
}

/**
 * A generation thread's heap limit. A generation keeps about 40 MB; past this a runaway one ends
 * its own thread (its job fails, the thread is replaced), never the server.
 */
const THREAD_HEAP_MB = 512;

/**
 * Threads for `workers` concurrent generations: one per worker up to the cores. The built-in
 * generator is CPU-bound, so threads past the cores would only add memory (each loads the
 * generator and an esbuild service) and contention; a language model's jobs wait on the network,
 * so past the cores they share threads. At least one whenever there are workers.
 */
export function generationThreadCount(workers: number, cores = availableParallelism()): number {
  return workers > 0 ? Math.max(1, Math.min(workers, cores)) : 0;
}

/** `generate()` on a pool of worker threads, as the runner's Generator (decision 015). */
export function createGenerationThreads({
  llm,
  threads,
}: {
  llm: LlmSettings | null;
  threads: number;
}) {
  const pool = createThreadPool<GenerationWork, GenerateResult, GenerationProgress>(
    import.meta.url,
    'generation-worker',
    'The generation thread',
    { size: Math.max(1, threads), resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } },
  );
  const generator: Generator = (input, { signal, onProgress }) =>
    pool.run(
      { input, llm },
      { signal, onProgress: onProgress && ((update) => onProgress(update.stage, update.progress)) },
    );
  return { generator, warmUp: pool.warmUp, close: pool.close };
}
