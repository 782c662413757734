import type { Generator } from '../modules/builder/generation/generation-runner';

/**
 * A generator for queue tests: it reports progress like the real one and produces a minimal file
 * map; `delayMs` keeps each job busy long enough to observe ordering. Records prompts in the order run,
 * and the app each built on (its appSpec name is the prompt that made it).
 */
export function createRecordingGenerator(delayMs = 0, failOn?: RegExp) {
  const ran: string[] = [];
  const builtOn = new Map<string, string | undefined>();
  const generator: Generator = async ({ prompt, previous }, { onProgress }) => {
    ran.push(prompt);
    builtOn.set(prompt, previous?.appName);
    for (const progress of [10, 50, 90]) {
      await onProgress?.('rendering', progress);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs / 3));
    }
    if (failOn?.test(prompt)) throw new Error(`cannot build "${prompt}"`);
    return {
      appSpec: { appName: prompt } as never,
      generatedCode: {
        frontend: { 'App.tsx': `// ${prompt}` },
        backend: {},
        dependencies: { frontend: ['react'], backend: [] },
      },
      features: [`Built from: ${prompt}`],
      errors: [],
      changedFiles: [],
    };
  };
  return { generator, ran, builtOn };
}
