import type { Database } from '../../../db/client';
import { recordActivity } from '../activity.repository';
import { findProjectByPreviewToken } from '../projects.repository';
import { createAppBundleCache, type AppBundleResult, type BuiltApp } from './app-bundles';

/** How many token → project id pairs are remembered before starting over. */
const MAX_REMEMBERED_TOKENS = 10_000;

/**
 * A preview token's project and its current app bundle, built once per version and cached;
 * `onBundled` hears of every bundle asked for (the metrics count the builds).
 */
export function createPreviewService(
  db: Database,
  onBundled: (result: AppBundleResult) => void = () => {},
) {
  const bundles = createAppBundleCache();
  const projectIds = new Map<string, string>();

  const remember = (token: string, projectId: string) => {
    if (projectIds.size >= MAX_REMEMBERED_TOKENS) projectIds.clear();
    projectIds.set(token, projectId);
  };

  /** The current version's bundle of the project behind `token`, or null with no project or code. */
  async function currentBundle(token: string) {
    const project = await findProjectByPreviewToken(db, token);
    if (!project) return { project: undefined, result: null };
    remember(token, project.id);
    const files = project.generatedCode?.frontend;
    if (!files || Object.keys(files).length === 0 || project.currentVersion < 1)
      return { project, result: null };
    const result: AppBundleResult = await bundles.get(project.id, project.currentVersion, files);
    onBundled(result);
    return { project, result };
  }

  return {
    currentBundle,

    /** The bundle `hash` of the project behind `token`; built again if this process forgot it. */
    async builtBundle(token: string, hash: string): Promise<BuiltApp | undefined> {
      const knownId = projectIds.get(token);
      const known = knownId ? bundles.find(knownId, hash) : undefined;
      if (known) return known;
      // Another process served the page, or this one forgot the bundle: build the current version.
      const { result } = await currentBundle(token);
      return result?.build.ok && result.build.hash === hash ? result.build : undefined;
    },

    /** A preview page was opened: the owner's activity on the project's current version. */
    recordLoad(
      project: { id: string; ownerId: string; currentVersion: number },
      platform: string,
    ): Promise<void> {
      return recordActivity(db, {
        userId: project.ownerId,
        projectId: project.id,
        kind: 'preview_load',
        version: project.currentVersion,
        detail: { platform },
      });
    },

    dispose: () => bundles.dispose(),
  };
}
