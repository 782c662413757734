import { createHash } from 'node:crypto';
import { context, type BuildContext, type Message } from 'esbuild';
import { fileMapPlugin, type FileMapSource } from './file-map-plugin';

/**
 * App bundles, one long-lived esbuild context per project: a new version swaps the file map and
 * calls `rebuild()`, which reuses the parsed modules that did not change. Each result is kept
 * under its content hash, so the page can name the script and the script be cached for good.
 */
export interface PreviewBuildError {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface BuiltApp {
  ok: true;
  version: number;
  hash: string;
  /** The bundle, ending with its sourceMappingURL comment. */
  code: string;
  map: string;
}

export interface FailedApp {
  ok: false;
  version: number;
  errors: PreviewBuildError[];
}

export type AppBuild = BuiltApp | FailedApp;

export interface AppBundleResult {
  build: AppBuild;
  /** `cache` when the version was already built; `build` for a project's first build; `rebuild` after. */
  source: 'cache' | 'build' | 'rebuild';
  ms: number;
}

interface Entry {
  context: BuildContext;
  source: FileMapSource;
  latest?: AppBuild;
  /** Recent successful builds by hash: a page may still ask for the one before the latest. */
  byHash: Map<string, BuiltApp>;
  queue: Promise<unknown>;
}

const KEPT_PER_PROJECT = 3;

const toError = (message: Message): PreviewBuildError => ({
  file: (message.location?.file ?? '')
    .replace(/^files:/, '')
    .replace(/^appforge-entry:.*/, 'App.tsx'),
  line: message.location?.line ?? 0,
  column: (message.location?.column ?? 0) + 1,
  message: message.text,
});

export function createAppBundleCache({ maxProjects = 32 }: { maxProjects?: number } = {}) {
  /** Insertion order is recency: a used entry is moved to the end, the first one is evicted. */
  const entries = new Map<string, Entry>();
  const creating = new Map<string, Promise<Entry>>();
  const stats = { builds: 0, rebuilds: 0, hits: 0 };

  async function createEntry(projectId: string): Promise<Entry> {
    const source: FileMapSource = { files: {} };
    const buildContext = await context({
      entryPoints: ['appforge-preview-entry'],
      outfile: 'app.js',
      bundle: true,
      write: false,
      format: 'iife',
      globalName: '__appforgeApp',
      platform: 'browser',
      target: ['es2020'],
      jsx: 'automatic',
      sourcemap: 'external',
      sourcesContent: true,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"', __DEV__: 'false' },
      plugins: [fileMapPlugin(source)],
    });
    const entry: Entry = {
      context: buildContext,
      source,
      byHash: new Map(),
      queue: Promise.resolve(),
    };
    entries.set(projectId, entry);
    while (entries.size > maxProjects) {
      const [oldestId, oldest] = entries.entries().next().value as [string, Entry];
      entries.delete(oldestId);
      void oldest.queue.finally(() => oldest.context.dispose());
    }
    return entry;
  }

  async function compile(
    entry: Entry,
    version: number,
    files: Record<string, string>,
  ): Promise<AppBuild> {
    entry.source.files = files;
    try {
      const result = await entry.context.rebuild();
      const js = result.outputFiles?.find((file) => file.path.endsWith('.js'))?.text ?? '';
      const rawMap = result.outputFiles?.find((file) => file.path.endsWith('.map'))?.text ?? '{}';
      const hash = createHash('sha256').update(js).digest('hex').slice(0, 16);
      const map = JSON.parse(rawMap) as { sources?: string[] };
      map.sources = map.sources?.map((path) => path.replace(/^(\.\.\/)*files:/, ''));
      const built: BuiltApp = {
        ok: true,
        version,
        hash,
        code: `${js}//# sourceMappingURL=${hash}.js.map\n`,
        map: JSON.stringify(map),
      };
      entry.byHash.delete(hash);
      entry.byHash.set(hash, built);
      while (entry.byHash.size > KEPT_PER_PROJECT)
        entry.byHash.delete(entry.byHash.keys().next().value as string);
      return built;
    } catch (error) {
      const failure = error as { errors?: Message[]; message?: string };
      const errors = failure.errors?.length
        ? failure.errors.map(toError)
        : [{ file: 'App.tsx', line: 0, column: 0, message: failure.message ?? String(error) }];
      return { ok: false, version, errors };
    }
  }

  return {
    stats,

    /** The bundle of `version` of a project's frontend, built or rebuilt only when not cached. */
    async get(
      projectId: string,
      version: number,
      files: Record<string, string>,
    ): Promise<AppBundleResult> {
      const started = performance.now();
      let entry = entries.get(projectId);
      if (entry) {
        entries.delete(projectId);
        entries.set(projectId, entry);
      }
      if (entry?.latest?.version === version) {
        stats.hits += 1;
        return { build: entry.latest, source: 'cache', ms: performance.now() - started };
      }
      const isFirst = !entry;
      if (!entry) {
        let pending = creating.get(projectId);
        if (!pending) {
          pending = createEntry(projectId).finally(() => creating.delete(projectId));
          creating.set(projectId, pending);
        }
        entry = await pending;
      }
      const current = entry;
      // One build at a time per context; a request that waited may find its version done.
      const run = current.queue.then(async () => {
        if (current.latest?.version === version) return { build: current.latest, fresh: false };
        const build = await compile(current, version, files);
        current.latest = build;
        return { build, fresh: true };
      });
      current.queue = run.catch(() => undefined);
      const { build, fresh } = await run;
      if (!fresh) stats.hits += 1;
      else if (isFirst) stats.builds += 1;
      else stats.rebuilds += 1;
      return {
        build,
        source: !fresh ? 'cache' : isFirst ? 'build' : 'rebuild',
        ms: performance.now() - started,
      };
    },

    /** A built bundle by its hash, if this process still has it. */
    find(projectId: string, hash: string): BuiltApp | undefined {
      return entries.get(projectId)?.byHash.get(hash);
    },

    async dispose() {
      const all = [...entries.values()];
      entries.clear();
      await Promise.all(all.map((entry) => entry.queue.finally(() => entry.context.dispose())));
    },
  };
}

export type AppBundleCache = ReturnType<typeof createAppBundleCache>;
