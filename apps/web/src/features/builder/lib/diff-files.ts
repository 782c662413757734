import type { FileMap } from '@appforge/shared/contracts/builder';
import { structuredPatch } from 'diff';

export interface DiffLine {
  kind: 'added' | 'removed' | 'context';
  text: string;
  /** Line number in the older file; null for an added line. */
  oldNumber: number | null;
  /** Line number in the newer file; null for a removed line. */
  newNumber: number | null;
}

export interface DiffHunk {
  header: string;
  lines: DiffLine[];
}

export type FileChangeStatus = 'added' | 'removed' | 'changed';

export interface FileChange {
  path: string;
  status: FileChangeStatus;
  added: number;
  removed: number;
  hunks: DiffHunk[];
}

export interface ChangeSummary {
  files: number;
  added: number;
  removed: number;
  changed: number;
  /** Lines added and removed across all files. */
  additions: number;
  deletions: number;
}

const CONTEXT_LINES = 3;

function hunksOf(path: string, before: string, after: string): DiffHunk[] {
  const patch = structuredPatch(path, path, before, after, '', '', { context: CONTEXT_LINES });
  return patch.hunks.map((hunk) => {
    let oldNumber = hunk.oldStart;
    let newNumber = hunk.newStart;
    const lines = hunk.lines
      // "\ No newline at end of file" describes the line above; it is not a line of the file.
      .filter((line) => !line.startsWith('\\'))
      .map((line): DiffLine => {
        const text = line.slice(1);
        if (line.startsWith('+'))
          return { kind: 'added', text, oldNumber: null, newNumber: newNumber++ };
        if (line.startsWith('-'))
          return { kind: 'removed', text, oldNumber: oldNumber++, newNumber: null };
        return { kind: 'context', text, oldNumber: oldNumber++, newNumber: newNumber++ };
      });
    return {
      header: `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`,
      lines,
    };
  });
}

function changeOf(path: string, before: string | undefined, after: string | undefined): FileChange {
  const hunks = hunksOf(path, before ?? '', after ?? '');
  let added = 0;
  let removed = 0;
  for (const line of hunks.flatMap((hunk) => hunk.lines)) {
    if (line.kind === 'added') added += 1;
    else if (line.kind === 'removed') removed += 1;
  }
  const status: FileChangeStatus =
    before === undefined ? 'added' : after === undefined ? 'removed' : 'changed';
  return { path, status, added, removed, hunks };
}

/** The files that differ between two versions of one side, by path, with unified-diff hunks. */
export function diffFileMaps(before: FileMap, after: FileMap): FileChange[] {
  // The same order as the file tree's names: "app.json" next to "App.tsx", not after "README.md".
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort((a, b) =>
    a.localeCompare(b),
  );
  return paths
    .filter((path) => before[path] !== after[path])
    .map((path) => changeOf(path, before[path], after[path]));
}

/** The paths that differ between two versions of one side, without computing any diff. */
export function changedPaths(before: FileMap, after: FileMap): string[] {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths].filter((path) => before[path] !== after[path]);
}

/** Counts for the head of a diff: files by status, lines added and removed. */
export function summarizeChanges(changes: FileChange[]): ChangeSummary {
  const summary: ChangeSummary = {
    files: changes.length,
    added: 0,
    removed: 0,
    changed: 0,
    additions: 0,
    deletions: 0,
  };
  for (const change of changes) {
    summary[change.status] += 1;
    summary.additions += change.added;
    summary.deletions += change.removed;
  }
  return summary;
}
