import { describe, expect, it } from 'vitest';
import { changedPaths, diffFileMaps, summarizeChanges } from './diff-files';

const before = { 'App.tsx': 'a\nb\nc\n', 'src/old.ts': 'gone\n', 'same.ts': 'x\n' };
const after = { 'App.tsx': 'a\nB\nc\n', 'src/new.ts': 'one\ntwo\n', 'same.ts': 'x\n' };

describe('diffFileMaps', () => {
  it('lists added, removed and changed files by path with line counts', () => {
    expect(
      diffFileMaps(before, after).map((change) => [
        change.path,
        change.status,
        change.added,
        change.removed,
      ]),
    ).toEqual([
      ['App.tsx', 'changed', 1, 1],
      ['src/new.ts', 'added', 2, 0],
      ['src/old.ts', 'removed', 0, 1],
    ]);
  });

  it('gives unified-diff hunks with a header, context lines and the line numbers on each side', () => {
    expect(diffFileMaps(before, after)[0]!.hunks).toEqual([
      {
        header: '@@ -1,3 +1,3 @@',
        lines: [
          { kind: 'context', text: 'a', oldNumber: 1, newNumber: 1 },
          { kind: 'removed', text: 'b', oldNumber: 2, newNumber: null },
          { kind: 'added', text: 'B', oldNumber: null, newNumber: 2 },
          { kind: 'context', text: 'c', oldNumber: 3, newNumber: 3 },
        ],
      },
    ]);
  });

  it('keeps three lines of context and splits distant changes into separate hunks', () => {
    const lines = Array.from({ length: 20 }, (_, index) => `line ${index + 1}`);
    const edited = lines.map((line, index) => (index === 1 || index === 17 ? `${line}!` : line));
    const [change] = diffFileMaps({ 'a.ts': lines.join('\n') }, { 'a.ts': edited.join('\n') });
    expect(change!.hunks.map((hunk) => hunk.header)).toEqual([
      '@@ -1,5 +1,5 @@',
      '@@ -15,6 +15,6 @@',
    ]);
    expect(change!.hunks[1]!.lines.at(-1)).toEqual({
      kind: 'context',
      text: 'line 20',
      oldNumber: 20,
      newNumber: 20,
    });
  });

  it('does not count the "no newline at end of file" marker as a line', () => {
    const [change] = diffFileMaps({ 'a.ts': 'x' }, { 'a.ts': 'y' });
    expect(change!.hunks[0]!.lines.map((line) => line.text)).toEqual(['x', 'y']);
  });

  it('orders files by path as the file tree does, whatever the case', () => {
    const paths = diffFileMaps(
      {},
      { 'README.md': '', 'app.json': '', 'App.tsx': '', 'src/a.ts': '' },
    ).map((change) => change.path);
    expect(paths).toEqual(['app.json', 'App.tsx', 'README.md', 'src/a.ts']);
  });

  it('finds nothing between equal versions', () => {
    expect(diffFileMaps({ a: '1' }, { a: '1' })).toEqual([]);
  });
});

describe('changedPaths', () => {
  it('names the differing paths without diffing them', () => {
    expect(changedPaths(before, after).sort()).toEqual(['App.tsx', 'src/new.ts', 'src/old.ts']);
    expect(changedPaths({}, {})).toEqual([]);
  });
});

describe('summarizeChanges', () => {
  it('counts files by status and lines added and removed', () => {
    expect(summarizeChanges(diffFileMaps(before, after))).toEqual({
      files: 3,
      added: 1,
      removed: 1,
      changed: 1,
      additions: 3,
      deletions: 2,
    });
    expect(summarizeChanges([])).toEqual({
      files: 0,
      added: 0,
      removed: 0,
      changed: 0,
      additions: 0,
      deletions: 0,
    });
  });
});
