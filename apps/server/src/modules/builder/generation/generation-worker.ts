import { generate, type GenerateResult } from '@appforge/codegen/index';
import type { LlmSettings } from '@appforge/codegen/providers/llm';
import type { SpecProvider } from '@appforge/codegen/providers/types';
import { serveOnThread } from '../../../threads/thread-protocol';
import { specProviderFor } from '../../ai/ai.service';
import type { GenerationProgress, GenerationWork } from './generation-threads';

/** The provider of the settings last seen: they are the server's, the same for every task. */
let provider: { key: string; provider: SpecProvider } | undefined;
function providerFor(llm: LlmSettings | null): SpecProvider {
  const key = JSON.stringify(llm);
  if (provider?.key !== key) provider = { key, provider: specProviderFor(llm) };
  return provider.provider;
}

// A thread's first generation is slow (its code paths compile, esbuild's service starts): it runs
// here, before the thread reports ready, so no person's prompt pays for it.
await generate({ prompt: 'Build a task manager app' }).catch(() => undefined);

/**
 * A generation thread: understanding (the built-in rules, or the language model built here from
 * the plain settings), rendering and verification, so none of it holds the server's event loop.
 */
serveOnThread<GenerationWork, GenerateResult, GenerationProgress>(
  ({ input, llm }, { signal, progress }) =>
    generate(input, {
      provider: providerFor(llm),
      signal,
      onProgress: (stage, value) => progress({ stage, progress: value }),
    }),
);
