import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import type { AppSpec } from '../app-spec.ts';
import { BACKEND_DEPENDENCIES, backendFiles, routePath } from './backend.ts';
import { frontendFiles } from './frontend/index.ts';
import { buildModel } from './model.ts';

/** AppSpec → the Expo frontend and Fastify backend files, deterministically (same spec, same files). */
export function renderApp(spec: AppSpec): GeneratedCode {
  const model = buildModel(spec);
  const { files: frontend, dependencies } = frontendFiles(
    model,
    model.entities.map((entity) => routePath({ pluralName: entity.plural })),
  );
  return {
    frontend: sortedKeys(frontend),
    backend: sortedKeys(backendFiles(model)),
    dependencies: {
      frontend: Object.keys(dependencies),
      backend: Object.keys(BACKEND_DEPENDENCIES),
    },
  };
}

function sortedKeys(files: Record<string, string>) {
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
