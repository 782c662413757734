import { GitCompare } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { summarizeChanges, type FileChange } from '../../lib/diff-files';
import { FileDiff } from './file-diff';

/** Diffs open by themselves only while they stay short; the rest open on a click. */
const OPEN_FILES_UP_TO = 8;
const OPEN_LINES_UP_TO = 300;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export interface VersionDiffProps {
  changes: FileChange[];
  version: number;
  /** The version compared against; null for the first version, where every file is new. */
  against: number | null;
  sideLabel: string;
  /** Files the other side changed, so they are not missed; null while unknown. */
  otherSide: { label: string; count: number; onShow: () => void } | null;
}

/** What a version changed against the one before: counts, then each file's unified diff. */
export function VersionDiff({ changes, version, against, sideLabel, otherSide }: VersionDiffProps) {
  const summary = useMemo(() => summarizeChanges(changes), [changes]);
  const openAll = against !== null && changes.length <= OPEN_FILES_UP_TO;
  const otherNote =
    otherSide && otherSide.count > 0 ? (
      <Button variant="outline" size="sm" onClick={otherSide.onShow}>
        {otherSide.label}: {plural(otherSide.count, 'file')} changed
      </Button>
    ) : null;

  if (changes.length === 0) {
    return (
      <EmptyState
        icon={GitCompare}
        title={`No ${sideLabel.toLowerCase()} changes`}
        description={`Version ${version} has the same ${sideLabel.toLowerCase()} files as version ${against ?? version}.`}
        action={otherNote}
      />
    );
  }
  return (
    <section aria-label={`Changes in version ${version}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 className="text-sm font-medium text-foreground">
          {against === null
            ? `Version 1 is the first version: ${plural(summary.files, 'file')} added`
            : `${plural(summary.files, 'file')} changed since version ${against}`}
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted tabular-nums">
          {against === null ? null : (
            <>
              <span>{summary.changed} changed</span>
              <span>{summary.added} added</span>
              <span>{summary.removed} removed</span>
            </>
          )}
          <span className="font-mono text-emerald-400">
            +{summary.additions}
            <span className="sr-only"> lines added</span>
          </span>
          <span className="font-mono text-red-400">
            -{summary.deletions}
            <span className="sr-only"> lines removed</span>
          </span>
        </p>
        <span className="ml-auto">{otherNote}</span>
      </div>
      <ul aria-label="Changed files" className="flex flex-col gap-2">
        {changes.map((change) => (
          <li key={change.path}>
            <FileDiff
              change={change}
              defaultOpen={openAll && change.added + change.removed <= OPEN_LINES_UP_TO}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
