import { dirname } from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';

/**
 * How a generated app's packages are bundled to run in a browser as on a phone: React Navigation's
 * web builds (and its header icons inlined), but with the container behaving as on a phone, not as
 * on a website: Android's back button (BackHandler) goes back, and links do not rewrite the page's
 * address. Used by the live preview's vendor bundle and by the generator's DOM tests.
 */
function phoneNavigation(modules: string[]): Plugin {
  const filter = new RegExp(`^\\./(${modules.join('|')})$`);
  return {
    name: 'phone-navigation',
    setup(builder) {
      builder.onResolve({ filter }, (args) =>
        /@react-navigation[\\/]native[\\/]/.test(args.importer)
          ? { path: `${dirname(args.importer)}/${args.path.slice(2)}.native.js` }
          : undefined,
      );
    },
  };
}

/** `backButton`: listen to BackHandler, which the bundle's `react-native` must then provide. */
export function phoneBundling({ backButton }: { backButton: boolean }) {
  const modules = ['useLinking', 'useDocumentTitle', ...(backButton ? ['useBackButton'] : [])];
  return {
    resolveExtensions: ['.web.tsx', '.web.ts', '.web.js', '.tsx', '.ts', '.js', '.json'],
    loader: { '.png': 'dataurl' },
    plugins: [phoneNavigation(modules)],
  } satisfies BuildOptions;
}
