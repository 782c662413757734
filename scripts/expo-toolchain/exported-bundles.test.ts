import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkAndroidExport, checkWebExport } from './exported-bundles.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An export folder holding the given files. */
function exportDir(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'appforge-export-test-'));
  dirs.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe('the checks of what expo export wrote', () => {
  const app = { appName: 'Club Members', slug: 'club-members' };

  it('passes a web export titled with the app name, with a bundle holding its code', () => {
    const dir = exportDir({
      'index.html': '<title>Club Members</title><div id="root"></div>',
      '_expo/static/js/web/AppEntry-1a2b.js': "createDeviceStore('club-members')",
    });
    expect(checkWebExport(dir, app)).toBeNull();
  });

  it('fails a web export without index.html, its title, a bundle, or the app in it', () => {
    const bundle = { '_expo/static/js/web/a.js': "'club-members'" };
    const title = { 'index.html': '<title>Club Members</title>' };
    expect(checkWebExport(exportDir(bundle), app)).toMatch(/no index\.html/);
    expect(checkWebExport(exportDir({ ...bundle, 'index.html': '' }), app)).toMatch(/titled/);
    expect(checkWebExport(exportDir(title), app)).toMatch(/no JavaScript bundle/);
    const otherApp = exportDir({ ...title, '_expo/static/js/web/a.js': "'other-app'" });
    expect(checkWebExport(otherApp, app)).toMatch(/club-members/);
  });

  it('passes an Android export with a Hermes or JavaScript bundle, not an empty one', () => {
    expect(checkAndroidExport(exportDir({ '_expo/static/js/android/a.hbc': 'HBC' }))).toBeNull();
    expect(checkAndroidExport(exportDir({ '_expo/static/js/android/a.js': 'js' }))).toBeNull();
    expect(checkAndroidExport(exportDir({ '_expo/static/js/android/a.hbc': '' }))).toMatch(
      /no \.hbc or \.js bundle/,
    );
    expect(checkAndroidExport(exportDir({ 'metadata.json': '{}' }))).toMatch(/no \.hbc/);
  });
});
