/** An import or re-export of a package (not a relative path), on one line or many. */
const PACKAGE_IMPORT =
  /^(?:import|export)\b[^;]*?\bfrom\s+'([^'.][^']*)'|^import\s+'([^'.][^']*)'/gms;

/** The package a bare specifier names: `@scope/name` or `name`, without a subpath. */
export function packageOf(specifier: string) {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/** The packages the TypeScript files among `files` import. */
export function importedPackages(files: Record<string, string>): Set<string> {
  const packages = new Set<string>();
  for (const [path, source] of Object.entries(files)) {
    if (!/\.tsx?$/.test(path)) continue;
    for (const match of source.matchAll(PACKAGE_IMPORT))
      packages.add(packageOf(match[1] ?? match[2]!));
  }
  return packages;
}
