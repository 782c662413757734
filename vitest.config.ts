import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'apps/server/src/**/*.test.ts',
            'packages/*/src/**/*.dom.test.ts',
            'scripts/**/*.test.ts',
          ],
          globalSetup: ['./scripts/test/build-test-servers.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The packages are pure functions over their inputs: their test files share one module
        // graph per worker instead of importing the reader and renderer again for each file
        // (most of their run time otherwise). A test that needs the DOM keeps its own (above).
        test: {
          name: 'packages',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'packages/*/src/**/*.dom.test.ts'],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
