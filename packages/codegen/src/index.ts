import type { GeneratedCode } from '@appforge/shared/contracts/generated-code';
import { appSpecSchema, type AppSpec } from './app-spec.ts';
import { appFile, frontendPackageFiles } from './render/app-entry.ts';
import { BACKEND_DEPENDENCIES, backendFiles, routePath } from './render/backend.ts';
import { FRONTEND_DEPENDENCIES, formScreen, listScreen, storageFile, themeFile, typesFile } from './render/frontend.ts';
import { understand } from './understand/understand.ts';
import { formatError, verifyBundle } from './verify.ts';

export { appSpecSchema, type AppSpec } from './app-spec.ts';
export { verifyBundle, type VerificationError } from './verify.ts';

export type GenerationStage = 'understanding' | 'rendering' | 'verifying';
export interface GenerateInput {
  prompt: string;
  previous?: AppSpec | null;
}
export interface GenerateOptions {
  onProgress?: (stage: GenerationStage, progress: number) => void | Promise<void>;
  signal?: AbortSignal;
}
export interface GenerateResult {
  appSpec: AppSpec;
  generatedCode: GeneratedCode;
  features: string[];
  errors: string[];
}

export function renderApp(spec: AppSpec): GeneratedCode {
  const frontend: Record<string, string> = {
    'App.tsx': appFile(spec),
    ...frontendPackageFiles(spec),
    'src/types.ts': typesFile(spec),
    'src/storage.ts': storageFile,
    'src/theme.ts': themeFile(spec),
  };
  for (const entity of spec.entities) {
    frontend[`src/screens/${entity.name}ListScreen.tsx`] = listScreen(entity);
    frontend[`src/screens/${entity.name}FormScreen.tsx`] = formScreen(entity);
  }
  return {
    frontend,
    backend: backendFiles(spec),
    dependencies: { frontend: Object.keys(FRONTEND_DEPENDENCIES), backend: Object.keys(BACKEND_DEPENDENCIES) },
  };
}

function describeFeatures(spec: AppSpec, changes: string[]) {
  return [
    ...changes,
    ...spec.entities.flatMap((entity) => [
      `${entity.pluralName} list with add, edit and delete`,
      `Fields: ${entity.fields.map((field) => field.label.toLowerCase()).join(', ')}`,
      `REST API: GET, POST, PUT, DELETE ${routePath(entity)}`,
    ]),
    'Offline storage on the device',
    'Input validation in the app and the API',
  ];
}

/** A prompt (and the project's current AppSpec, for follow-ups) → verified Expo + Fastify code. */
export async function generate(input: GenerateInput, options: GenerateOptions = {}): Promise<GenerateResult> {
  const step = async (stage: GenerationStage, progress: number) => {
    options.signal?.throwIfAborted();
    await options.onProgress?.(stage, progress);
  };
  await step('understanding', 10);
  const { spec, notes } = understand(input.prompt, input.previous);
  const appSpec = appSpecSchema.parse({ ...spec, features: [] });
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
  const features = describeFeatures(appSpec, notes);
  await step('verifying', 100);
  return { appSpec: { ...appSpec, features }, generatedCode, features, errors };
}
