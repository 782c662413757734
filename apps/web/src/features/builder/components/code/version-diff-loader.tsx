import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import { useMemo } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useVersion } from '../../api/get-version';
import { changedPaths, diffFileMaps } from '../../lib/diff-files';
import { VersionDiff } from './version-diff';

type Side = 'frontend' | 'backend';

const NOTHING: GeneratedCode = {
  frontend: {},
  backend: {},
  dependencies: { frontend: [], backend: [] },
};
const LABEL: Record<Side, string> = { frontend: 'Frontend', backend: 'Backend' };

export interface VersionDiffLoaderProps {
  projectId: string;
  version: number;
  code: GeneratedCode;
  side: Side;
  onSideChange: (side: Side) => void;
}

/** Reads the version before the shown one and diffs the chosen side against it. */
export function VersionDiffLoader({
  projectId,
  version,
  code,
  side,
  onSideChange,
}: VersionDiffLoaderProps) {
  const against = version > 1 ? version - 1 : null;
  const previous = useVersion(projectId, against);
  // The first version is compared with nothing: every file it has is new.
  const base = against === null ? NOTHING : previous.data?.generatedCode;
  const other: Side = side === 'frontend' ? 'backend' : 'frontend';
  const changes = useMemo(
    () => (base ? diffFileMaps(base[side], code[side]) : null),
    [base, code, side],
  );
  const otherCount = useMemo(
    () => (base ? changedPaths(base[other], code[other]).length : null),
    [base, code, other],
  );

  if (previous.error) {
    return (
      <ErrorState
        title={`Could not load version ${against} to compare with`}
        error={previous.error}
        onRetry={() => void previous.refetch()}
      />
    );
  }
  if (!changes) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <span role="status" className="sr-only">
          Comparing versions…
        </span>
        <Skeleton className="h-5 w-64" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return (
    <VersionDiff
      // A fresh list per version: which diffs start open depends on the version.
      key={version}
      changes={changes}
      version={version}
      against={against}
      sideLabel={LABEL[side]}
      otherSide={
        otherCount === null
          ? null
          : { label: LABEL[other], count: otherCount, onShow: () => onSideChange(other) }
      }
    />
  );
}
