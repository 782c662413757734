import { builtInProvider } from '@appforge/codegen/providers/built-in';
import { renderApp } from '@appforge/codegen/render/index';
import { serveOnThread } from '../../../threads/thread-protocol';
import type { GateInput } from './gate-input';
import { staticAnalysisGate } from './static-analysis';
import type { StaticAnalysisWork } from './static-analysis-thread';

/** Analysing one small app loads TypeScript, ESLint and the type libraries once. */
async function warmUp(): Promise<null> {
  const { spec } = await builtInProvider.understand({ prompt: 'A to-do list with due dates' });
  const input: GateInput = {
    project: { id: 'warm-up', name: spec.appName },
    version: 1,
    code: renderApp(spec),
    appSpec: spec,
    previous: null,
  };
  await staticAnalysisGate(input);
  return null;
}

/**
 * The static analysis' own thread: the TypeScript program and ESLint run synchronously for one to
 * a few seconds per app, which on the server's thread would hold every request meanwhile.
 */
serveOnThread((work: StaticAnalysisWork) =>
  work.kind === 'warm-up' ? warmUp() : staticAnalysisGate(work.input),
);
