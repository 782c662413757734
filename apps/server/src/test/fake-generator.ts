import type { Generator } from '../queue/generation-runner';

/**
 * A generator for queue tests: it reports progress like the real one and produces a minimal file
 * map; `delayMs` keeps each job busy long enough to observe ordering. Records prompts in the order run.
 */
export function createRecordingGenerator(delayMs = 0, failOn?: RegExp) {
  const ran: string[] = [];
  const generator: Generator = async ({ prompt }, { onProgress }) => {
    ran.push(prompt);
    for (const progress of [10, 50, 90]) {
      await onProgress?.('rendering', progress);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs / 3));
    }
    if (failOn?.test(prompt)) throw new Error(`cannot build "${prompt}"`);
    return {
      appSpec: { name: prompt } as never,
      generatedCode: { frontend: { 'App.tsx': `// ${prompt}` }, backend: {}, dependencies: { frontend: ['react'], backend: [] } },
      features: [`Built from: ${prompt}`],
      errors: [],
    };
  };
  return { generator, ran };
}
