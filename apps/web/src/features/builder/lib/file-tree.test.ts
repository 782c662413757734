import { describe, expect, it } from 'vitest';
import { buildFileTree, languageOf } from './file-tree';

describe('buildFileTree', () => {
  it('nests files in their folders, folders first, each level by name', () => {
    const tree = buildFileTree([
      'src/screens/TaskListScreen.tsx',
      'App.tsx',
      'src/theme.ts',
      'app.json',
      'src/screens/TaskFormScreen.tsx',
    ]);
    expect(tree.map((node) => `${node.kind}:${node.path}`)).toEqual([
      'folder:src',
      'file:app.json',
      'file:App.tsx',
    ]);
    const src = tree[0]!;
    expect(
      src.kind === 'folder' && src.children.map((node) => `${node.kind}:${node.path}`),
    ).toEqual(['folder:src/screens', 'file:src/theme.ts']);
    const screens = src.kind === 'folder' ? src.children[0]! : undefined;
    expect(screens?.kind === 'folder' && screens.children.map((node) => node.name)).toEqual([
      'TaskFormScreen.tsx',
      'TaskListScreen.tsx',
    ]);
  });

  it('is empty for no files', () => {
    expect(buildFileTree([])).toEqual([]);
  });
});

describe('languageOf', () => {
  it('names the highlighter language by extension', () => {
    const paths = [
      'App.tsx',
      'src/store.ts',
      'package.json',
      'README.md',
      'ci.yml',
      'LICENSE',
      '.env',
      'scripts/run.sh',
      'json',
    ];
    expect(paths.map((path) => languageOf(path).prism)).toEqual([
      'tsx',
      'typescript',
      'json',
      'markdown',
      'yaml',
      'plain',
      'plain',
      'plain',
      'plain',
    ]);
    expect(languageOf('src/App.TSX').label).toBe('TSX');
  });
});
