/**
 * The version ranges a side's package.json asks for, by package name; empty when the file is
 * missing or is not valid JSON, so a broken file never breaks the code view.
 */
export function packageVersions(packageJson: string | undefined): ReadonlyMap<string, string> {
  const versions = new Map<string, string>();
  if (packageJson === undefined) return versions;
  let parsed: unknown;
  try {
    parsed = JSON.parse(packageJson);
  } catch {
    return versions;
  }
  if (typeof parsed !== 'object' || parsed === null) return versions;
  // Runtime dependencies win over development ones when a package is in both.
  for (const field of ['devDependencies', 'dependencies'] as const) {
    const group: unknown = (parsed as Record<string, unknown>)[field];
    if (typeof group !== 'object' || group === null || Array.isArray(group)) continue;
    for (const [name, range] of Object.entries(group)) {
      if (typeof range === 'string') versions.set(name, range);
    }
  }
  return versions;
}
