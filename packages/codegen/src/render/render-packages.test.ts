import { describe, expect, it } from 'vitest';
import { renderApp } from './index.ts';
import { EXPO_SDK } from './frontend/expo-sdk.ts';
import { ALL_SPECS } from './test-specs.ts';

/** "@expo/vector-icons/Ionicons" → "@expo/vector-icons". */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const specs = Object.entries(ALL_SPECS);

const imports = (source: string) =>
  [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]!);

describe('the packages a rendered app names', () => {
  it.each(specs)('%s: lists exactly the package.json dependencies', (_name, spec) => {
    const code = renderApp(spec);
    const frontend = JSON.parse(code.frontend['package.json']!) as {
      name: string;
      dependencies: Record<string, string>;
    };
    const backend = JSON.parse(code.backend['package.json']!) as {
      dependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect(Object.keys(frontend.dependencies).sort()).toEqual(
      [...code.dependencies.frontend].sort(),
    );
    expect(Object.keys(backend.dependencies).sort()).toEqual([...code.dependencies.backend].sort());
    expect(frontend.dependencies.expo).toMatch(new RegExp(`^~${EXPO_SDK.version}\\.`));
    expect(frontend.dependencies['react-native']).toMatch(
      new RegExp(`^${EXPO_SDK.reactNative}\\.`),
    );
    expect(backend.dependencies).toMatchObject({
      fastify: expect.stringMatching(/^5\.\d+\.\d+$/),
      zod: expect.stringMatching(/^4\.\d+\.\d+$/),
    });
    expect(backend.scripts).toMatchObject({
      dev: expect.stringContaining('tsx'),
      start: expect.stringContaining('tsx'),
    });
    const app = JSON.parse(code.frontend['app.json']!) as { expo: { name: string; slug: string } };
    expect(app.expo).toMatchObject({ name: spec.appName, slug: spec.slug });
    expect(frontend.name).toBe(spec.slug);
  });

  it.each(specs)(
    '%s: imports only the packages its package.json names, and no Alert',
    (_name, spec) => {
      const code = renderApp(spec);
      const manifest = JSON.parse(code.frontend['package.json']!) as {
        dependencies: Record<string, string>;
        devDependencies: Record<string, string>;
      };
      const declared = Object.keys(manifest.dependencies);
      // The app's own tests may also use its test tooling.
      const declaredForTests = [...declared, ...Object.keys(manifest.devDependencies)];
      for (const [path, source] of Object.entries(code.frontend)) {
        if (!/\.tsx?$/.test(path)) continue;
        for (const specifier of imports(source)) {
          if (!specifier.startsWith('.'))
            expect(
              path.startsWith('__tests__/') ? declaredForTests : declared,
              `${path} imports ${specifier}`,
            ).toContain(packageOf(specifier));
        }
        expect(source, path).not.toMatch(/Alert\.alert\(/);
      }
    },
  );
});
