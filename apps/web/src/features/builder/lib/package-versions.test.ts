import { describe, expect, it } from 'vitest';
import { packageVersions } from './package-versions';

describe('packageVersions', () => {
  it('reads dependencies and devDependencies, the runtime range winning', () => {
    const json = JSON.stringify({
      dependencies: { expo: '~52.0.0', react: '18.3.1' },
      devDependencies: { typescript: '^5.6.0', react: '19.0.0' },
    });
    expect(Object.fromEntries(packageVersions(json))).toEqual({
      expo: '~52.0.0',
      react: '18.3.1',
      typescript: '^5.6.0',
    });
  });

  it('is empty for a missing, broken or odd file and skips values that are not text', () => {
    expect(packageVersions(undefined).size).toBe(0);
    expect(packageVersions('{ "dependencies": ').size).toBe(0);
    expect(packageVersions('null').size).toBe(0);
    expect(packageVersions('[1, 2]').size).toBe(0);
    expect(
      Object.fromEntries(
        packageVersions('{"dependencies": ["expo"], "devDependencies": {"a": 1, "b": "2"}}'),
      ),
    ).toEqual({ b: '2' });
  });
});
