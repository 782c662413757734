import type { Entity } from '../app-spec.ts';
import { apiTestFile } from './backend/api-test.ts';
import { hasLinks, linksFile } from './backend/links.ts';
import { routesFile } from './backend/routes.ts';
import { schemasFile } from './backend/schemas.ts';
import {
  BACKEND_TSCONFIG,
  backendPackageJson,
  backendReadme,
  serverFile,
  STORE_FILE,
} from './backend/server.ts';
import { computedFiles } from './computed/index.ts';
import type { AppModel } from './model.ts';
import { kebab } from './names.ts';

export { BACKEND_DEPENDENCIES } from './backend/server.ts';

/** The REST path of an entity's records: WineBottle → /api/wine-bottles. */
export const routePath = (entity: Pick<Entity, 'pluralName'>) => `/api/${kebab(entity.pluralName)}`;

/** Every file of the Fastify backend, keyed by path. */
export function backendFiles(model: AppModel): Record<string, string> {
  const files: Record<string, string> = {
    'package.json': backendPackageJson(model),
    'tsconfig.json': BACKEND_TSCONFIG,
    'README.md': backendReadme(model),
    'src/server.ts': serverFile(model),
    'src/store.ts': STORE_FILE,
    'src/schemas.ts': schemasFile(model),
    'src/api.test.ts': apiTestFile(model),
    ...computedFiles(model),
  };
  if (hasLinks(model)) files['src/links.ts'] = linksFile(model);
  for (const entity of model.entities)
    files[`src/routes/${entity.kebabPlural}.ts`] = routesFile(model, entity);
  return files;
}
