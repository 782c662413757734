import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import { appSpecSchema, type AppSpec } from './app-spec.ts';
import { builtInProvider } from './providers/built-in.ts';
import type { SpecProvider } from './providers/types.ts';
import { renderApp } from './render/index.ts';
import { describeFeatures } from './describe.ts';
import { formatError, verifyBundle } from './verify.ts';

export { appSpecSchema, type AppSpec } from './app-spec.ts';
export { builtInProvider } from './providers/built-in.ts';
export type { SpecProvider, Understanding } from './providers/types.ts';
export { renderApp } from './render/index.ts';
export { verifyBundle, type VerificationError } from './verify.ts';
export { applyModelEdit, ModelEditError } from './model-edits/index.ts';

export type GenerationStage = 'understanding' | 'rendering' | 'verifying';
export interface GenerateInput {
  prompt: string;
  previous?: AppSpec | null;
  /** The code of the current version: a follow-up then reports which files it changed. */
  previousCode?: GeneratedCode | null;
}
export interface GenerateOptions {
  onProgress?: (stage: GenerationStage, progress: number) => void | Promise<void>;
  signal?: AbortSignal;
  /** Who understands the prompt; the built-in provider when absent. */
  provider?: SpecProvider;
}
export interface GenerateResult {
  appSpec: AppSpec;
  generatedCode: GeneratedCode;
  /** A new app: what was assumed, then what it does. A follow-up (`previousCode` given): what changed. */
  features: string[];
  errors: string[];
  /** "frontend/src/theme.ts"…: files added, changed or removed since `previousCode`. */
  changedFiles: string[];
}

/** Paths (side-prefixed) whose content differs between two versions of the code. */
export function changedFilesBetween(before: GeneratedCode, after: GeneratedCode): string[] {
  return (['frontend', 'backend'] as const).flatMap((side) => {
    const paths = new Set([...Object.keys(before[side]), ...Object.keys(after[side])]);
    return [...paths]
      .filter((path) => before[side][path] !== after[side][path])
      .sort()
      .map((path) => `${side}/${path}`);
  });
}

/** A prompt (and the project's current AppSpec, for follow-ups) → verified Expo + Fastify code. */
export async function generate(
  input: GenerateInput,
  options: GenerateOptions = {},
): Promise<GenerateResult> {
  const step = async (stage: GenerationStage, progress: number) => {
    options.signal?.throwIfAborted();
    await options.onProgress?.(stage, progress);
  };
  await step('understanding', 10);
  const provider = options.provider ?? builtInProvider;
  const { spec, notes } = await provider.understand(input, {
    signal: options.signal,
    onProgress: (fraction) =>
      step('understanding', 10 + Math.round(Math.min(1, Math.max(0, fraction)) * 25)),
  });
  const appSpec = appSpecSchema.parse(spec);
  return renderAndVerify(appSpec, input.previousCode, notes, step);
}

/**
 * An AppSpec already decided (a Data model edit) → verified code, answered like a follow-up:
 * `notes` say what changed.
 */
export function generateFromSpec(
  appSpec: AppSpec,
  previousCode: GeneratedCode | null,
  notes: string[],
): Promise<GenerateResult> {
  return renderAndVerify(appSpec, previousCode, notes, async () => {});
}

async function renderAndVerify(
  appSpec: AppSpec,
  previousCode: GeneratedCode | null | undefined,
  notes: string[],
  step: (stage: GenerationStage, progress: number) => Promise<void>,
): Promise<GenerateResult> {
  await step('rendering', 40);
  const generatedCode = renderApp(appSpec);
  await step('verifying', 70);
  const [frontendErrors, backendErrors] = await Promise.all([
    verifyBundle(generatedCode.frontend, 'App.tsx', 'browser'),
    verifyBundle(generatedCode.backend, 'src/server.ts', 'node'),
  ]);
  const errors = [
    ...frontendErrors.map((error) => `frontend/${formatError(error)}`),
    ...backendErrors.map((error) => `backend/${formatError(error)}`),
  ];
  const changedFiles = previousCode ? changedFilesBetween(previousCode, generatedCode) : [];
  // A follow-up answers with what it changed; the whole app is described once, when it is new.
  const features = previousCode ? notes : describeFeatures(appSpec, notes);
  await step('verifying', 100);
  return { appSpec, generatedCode, features, errors, changedFiles };
}
