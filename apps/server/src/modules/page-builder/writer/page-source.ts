import { appSpecSchema, type AppSpec } from '@appforge/codegen/app-spec';
import { DEFAULT_THEME, projectConfigSchema } from '@appforge/shared/contracts/builder';
import type { ProjectRow } from '../../builder/projects.repository';
import { oneLine } from './text';

/** Everything a page is written from, and nothing else. */
export interface PageSource {
  appName: string;
  description: string;
  category: string | null;
  platform: 'ios' | 'android' | 'both';
  theme: { primaryColor: string; secondaryColor: string; style: string };
  /** Null when the project has no generated app yet. */
  appSpec: AppSpec | null;
  /** The features the person typed into the project's settings (free text). */
  requestedFeatures: string[];
}

const DEFAULT_CONFIG = projectConfigSchema.parse({});

/** The page source of a project: its generated app's spec first, then its settings, then its row. */
export function pageSourceFromProject(project: ProjectRow): PageSource {
  const spec = appSpecSchema.safeParse(project.appSpec);
  const appSpec = spec.success ? spec.data : null;
  const parsedConfig = projectConfigSchema.safeParse(project.config);
  const config = parsedConfig.success ? parsedConfig.data : DEFAULT_CONFIG;
  const firstOf = (...values: (string | undefined)[]) =>
    values.map((value) => oneLine(value ?? '')).find((value) => value !== '') ?? '';
  return {
    appName: firstOf(appSpec?.appName, config.appName, project.name) || 'My App',
    description: firstOf(appSpec?.description, config.description, project.description),
    category: appSpec?.category ?? null,
    platform: config.platform,
    theme: appSpec?.theme ?? { ...DEFAULT_THEME, ...config.theme },
    appSpec,
    requestedFeatures: config.features,
  };
}
