import { Package } from 'lucide-react';
import { useId, useMemo } from 'react';
import { packageVersions } from '../../lib/package-versions';

export interface DependencyListProps {
  side: 'frontend' | 'backend';
  names: string[];
  /** The side's package.json, where the versions are; optional and read defensively. */
  packageJson: string | undefined;
}

/** The packages one side needs, each with the version range its package.json asks for. */
export function DependencyList({ side, names, packageJson }: DependencyListProps) {
  const labelId = useId();
  const versions = useMemo(() => packageVersions(packageJson), [packageJson]);
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-1.5">
      <span id={labelId} className="mr-1 inline-flex items-center gap-1.5 text-xs text-muted">
        <Package aria-hidden className="size-3.5" />
        Dependencies
        <span className="sr-only"> of the {side}</span>
        <span className="tabular-nums">({names.length})</span>
      </span>
      {names.length === 0 ? <span className="text-xs text-muted">None</span> : null}
      <ul className="contents">
        {names.map((name) => (
          <li
            key={name}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-border-strong px-2.5 py-0.5 font-mono text-xs"
          >
            <span className="truncate text-slate-200">{name}</span>
            {versions.has(name) ? <span className="text-muted">{versions.get(name)}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
