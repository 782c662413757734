import { describe, expect, it } from 'vitest';
import { buildFileTree } from './file-tree';
import { treeKeyAction, visibleRows } from './tree-navigation';

const tree = buildFileTree([
  'App.tsx',
  'src/theme.ts',
  'src/screens/List.tsx',
  'src/screens/Form.tsx',
  'package.json',
]);
const none = new Set<string>();
const paths = (collapsed: ReadonlySet<string>) =>
  visibleRows(tree, collapsed).map((row) => row.node.path);

describe('visibleRows', () => {
  it('lists open folders with their contents, levels and positions among siblings', () => {
    const rows = visibleRows(tree, none);
    expect(rows.map((row) => `${row.level}:${row.node.path}`)).toEqual([
      '1:src',
      '2:src/screens',
      '3:src/screens/Form.tsx',
      '3:src/screens/List.tsx',
      '2:src/theme.ts',
      '1:App.tsx',
      '1:package.json',
    ]);
    expect(rows[5]).toMatchObject({ parent: null, setSize: 3, posInSet: 2 });
    expect(rows[3]).toMatchObject({ parent: 'src/screens', setSize: 2, posInSet: 2 });
  });

  it('hides what a closed folder holds', () => {
    expect(paths(new Set(['src/screens']))).toEqual([
      'src',
      'src/screens',
      'src/theme.ts',
      'App.tsx',
      'package.json',
    ]);
    expect(paths(new Set(['src']))).toEqual(['src', 'App.tsx', 'package.json']);
  });
});

describe('treeKeyAction', () => {
  const rows = visibleRows(tree, none);
  const act = (focused: string, key: string, collapsed: ReadonlySet<string> = none) =>
    treeKeyAction(visibleRows(tree, collapsed), focused, key, collapsed);

  it('moves up and down through visible rows and jumps with Home and End', () => {
    expect(act('src/theme.ts', 'ArrowDown')).toEqual({ type: 'focus', path: 'App.tsx' });
    expect(act('src/theme.ts', 'ArrowUp')).toEqual({ type: 'focus', path: 'src/screens/List.tsx' });
    expect(act('src', 'ArrowUp')).toBeNull();
    expect(act('package.json', 'ArrowDown')).toBeNull();
    expect(act('App.tsx', 'Home')).toEqual({ type: 'focus', path: 'src' });
    expect(act('src', 'End')).toEqual({ type: 'focus', path: 'package.json' });
    expect(act('src', 'ArrowDown', new Set(['src']))).toEqual({ type: 'focus', path: 'App.tsx' });
  });

  it('opens a closed folder, then enters it; closes an open one, then goes to the parent', () => {
    expect(act('src', 'ArrowRight', new Set(['src']))).toEqual({ type: 'expand', path: 'src' });
    expect(act('src', 'ArrowRight')).toEqual({ type: 'focus', path: 'src/screens' });
    expect(act('src/screens', 'ArrowLeft')).toEqual({ type: 'collapse', path: 'src/screens' });
    expect(act('src/screens', 'ArrowLeft', new Set(['src/screens']))).toEqual({
      type: 'focus',
      path: 'src',
    });
    expect(act('src/screens/Form.tsx', 'ArrowLeft')).toEqual({
      type: 'focus',
      path: 'src/screens',
    });
    expect(act('App.tsx', 'ArrowLeft')).toBeNull();
    expect(act('App.tsx', 'ArrowRight')).toBeNull();
  });

  it('activates with Enter and Space, and jumps to the next name by its first letter', () => {
    expect(act('App.tsx', 'Enter')).toEqual({ type: 'activate', path: 'App.tsx' });
    expect(act('src', ' ')).toEqual({ type: 'activate', path: 'src' });
    expect(act('src', 'p')).toEqual({ type: 'focus', path: 'package.json' });
    expect(act('package.json', 'S')).toEqual({ type: 'focus', path: 'src' });
    expect(act('src', 'z')).toBeNull();
    expect(act('src', 'Tab')).toBeNull();
  });

  it('focuses the first row when the focused one is gone', () => {
    expect(treeKeyAction(rows, 'deleted.ts', 'ArrowDown', none)).toEqual({
      type: 'focus',
      path: 'src',
    });
    expect(treeKeyAction([], 'deleted.ts', 'ArrowDown', none)).toBeNull();
  });
});
