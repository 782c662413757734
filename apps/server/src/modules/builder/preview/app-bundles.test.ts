import { SourceMapConsumer } from 'source-map-js';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenFrontend, fixtureFrontend } from '../../../test/preview-fixture';
import { createAppBundleCache, type BuiltApp } from './app-bundles';
import { decodeMappings, originalPositionFor } from './shims/source-map';

describe('the app bundle cache', () => {
  const cache = createAppBundleCache({ maxProjects: 2 });
  afterAll(() => cache.dispose());

  it('builds a version once, rebuilds the next one in its context, and counts both', async () => {
    const first = await cache.get('project-1', 1, fixtureFrontend());
    expect(first.source).toBe('build');
    expect(first.build.ok).toBe(true);
    expect((await cache.get('project-1', 1, fixtureFrontend())).source).toBe('cache');
    const second = await cache.get('project-1', 2, fixtureFrontend('Version two'));
    expect(second.source).toBe('rebuild');
    expect((second.build as BuiltApp).code).toContain('Version two');
    expect(cache.stats).toMatchObject({ builds: 1, rebuilds: 1, hits: 1 });
    expect(cache.find('project-1', (first.build as BuiltApp).hash)).toBeDefined();
  });

  it('rebuilds a follow-up well within the 50 ms budget', async () => {
    await cache.get('project-fast', 1, fixtureFrontend());
    const times: number[] = [];
    for (let version = 2; version <= 11; version += 1) {
      times.push((await cache.get('project-fast', version, fixtureFrontend(`Edit ${version}`))).ms);
    }
    expect(times.sort((a, b) => a - b)[Math.floor(times.length / 2)]).toBeLessThan(50);
  });

  it('reports build errors with the generated file and line, and recovers on the next version', async () => {
    const broken = await cache.get('project-2', 1, brokenFrontend());
    expect(broken.build.ok).toBe(false);
    expect(broken.build.ok ? [] : broken.build.errors[0]).toMatchObject({
      file: 'src/Greeting.tsx',
      line: 4,
    });
    const missing = await cache.get('project-2', 2, { 'Main.tsx': 'export default 1;' });
    expect(missing.build.ok ? [] : missing.build.errors[0]!.message).toContain(
      'Cannot find "./App"',
    );
    expect((await cache.get('project-2', 3, fixtureFrontend())).build.ok).toBe(true);
  });

  it("maps positions back like source-map-js does, with the page's small decoder", async () => {
    const { build } = await cache.get('project-3', 1, fixtureFrontend());
    const built = build as BuiltApp;
    const map = JSON.parse(built.map) as { sources: string[]; mappings: string };
    const decoded = decodeMappings(map.mappings);
    const consumer = new SourceMapConsumer(map as never);
    const lines = built.code.split('\n');
    let compared = 0;
    lines.forEach((text, index) => {
      for (const column of [0, Math.floor(text.length / 2), Math.max(0, text.length - 2)]) {
        const expected = consumer.originalPositionFor({
          line: index + 1,
          column,
          bias: SourceMapConsumer.GREATEST_LOWER_BOUND,
        });
        if (!expected.source) continue;
        const ours = originalPositionFor(map, decoded, index + 1, column + 1);
        expect(ours, `${index + 1}:${column}`).toMatchObject({
          file: expected.source,
          line: expected.line,
        });
        compared += 1;
      }
    });
    expect(compared).toBeGreaterThan(50);
  });
});
