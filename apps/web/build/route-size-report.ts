import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type OutputChunk = {
  type: 'chunk';
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
};
type OutputBundle = Record<string, OutputChunk | { type: 'asset' }>;

/** Page modules, `src/features/<slug>/<name>-page.tsx`, and the route each one serves. */
const routesByPage: Record<string, string> = {
  'builder/builder-page': '/',
  'categories/categories-page': '/categories',
  'casino/casino-page': '/casino',
  'ai/ai-page': '/ai',
  'media/media-page': '/media',
  'web3/web3-page': '/web3',
  'truth-report/truth-report-page': '/truth-report',
  'productivity/productivity-page': '/productivity',
  'page-builder/page-builder-page': '/page-builder',
  'admin/admin-login-page': '/admin/login',
  'admin/admin-dashboard-page': '/admin/dashboard',
};

function staticClosure(bundle: OutputBundle, start: string, into: Set<string>) {
  if (into.has(start)) return;
  const chunk = bundle[start];
  if (!chunk || chunk.type !== 'chunk') return;
  into.add(start);
  chunk.imports.forEach((name) => staticClosure(bundle, name, into));
}

/**
 * Prints, after each build, the gzip size of all JavaScript a first visit to each route loads
 * (entry + the page chunk, with their static imports), and writes it to route-sizes.json.
 */
export function routeSizeReport(): Plugin {
  return {
    name: 'route-size-report',
    apply: 'build',
    generateBundle(_options, rawBundle) {
      const bundle = rawBundle as unknown as OutputBundle;
      const chunks = Object.entries(bundle).filter(
        (entry): entry is [string, OutputChunk] => entry[1].type === 'chunk',
      );
      const entry = chunks.find(([, chunk]) => chunk.isEntry);
      if (!entry) return;
      const sizes: Record<string, number> = {};
      const own: Record<string, number> = {};
      const gzipOf = (files: Iterable<string>) =>
        [...files].reduce(
          (total, file) => total + gzipSync((bundle[file] as OutputChunk).code).length,
          0,
        );
      const shared = new Set<string>();
      staticClosure(bundle, entry[0], shared);
      for (const [name, chunk] of chunks) {
        const page = /src\/features\/(.+)\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
        const route = page ? routesByPage[page] : undefined;
        if (!route) continue;
        const files = new Set<string>();
        staticClosure(bundle, name, files);
        sizes[route] = gzipOf(new Set([...shared, ...files]));
        own[route] = gzipOf([...files].filter((file) => !shared.has(file)));
      }
      const rows = Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b));
      console.log('\nJavaScript per route (gzip):');
      for (const [route, bytes] of rows)
        console.log(`  ${route.padEnd(18)} ${(bytes / 1024).toFixed(1)} KB`);
      this.emitFile({
        type: 'asset',
        fileName: 'route-sizes.json',
        source: JSON.stringify(sizes, null, 2),
      });
      // Each route's own chunks, beyond the entry every route shares (lazy tabs and dialogs excluded).
      this.emitFile({
        type: 'asset',
        fileName: 'route-chunks.json',
        source: JSON.stringify(own, null, 2),
      });
    },
  };
}
