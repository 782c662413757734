import type { Generator } from '../modules/builder/generation/generation-runner';

/**
 * A generator for queue tests: it reports progress like the real one and produces a minimal file
 * map; `delayMs` spaces its progress events. Records prompts in the order run, and the app each
 * built on (its appSpec name is the prompt that made it). A prompt matching `holdOn` keeps its
 * worker busy until `release()`, so a test can queue more behind it whatever the machine's pace.
 */
export function createRecordingGenerator(delayMs = 0, failOn?: RegExp, holdOn?: RegExp) {
  const ran: string[] = [];
  const builtOn = new Map<string, string | undefined>();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const generator: Generator = async ({ prompt, previous }, { onProgress }) => {
    ran.push(prompt);
    builtOn.set(prompt, previous?.appName);
    if (holdOn?.test(prompt)) await released;
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
  return { generator, ran, builtOn, release };
}
