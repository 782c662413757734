import type { TreeNode } from './file-tree';

/** One row of the file tree as shown: what it is, how deep, and its place among its siblings. */
export interface TreeRow {
  node: TreeNode;
  /** 1 for the top level, as aria-level counts. */
  level: number;
  parent: string | null;
  setSize: number;
  posInSet: number;
}

/** The rows a person can see: every node whose folders above it are all open. */
export function visibleRows(nodes: TreeNode[], collapsed: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (level: TreeNode[], depth: number, parent: string | null) => {
    level.forEach((node, index) => {
      rows.push({ node, level: depth, parent, setSize: level.length, posInSet: index + 1 });
      if (node.kind === 'folder' && !collapsed.has(node.path))
        walk(node.children, depth + 1, node.path);
    });
  };
  walk(nodes, 1, null);
  return rows;
}

export type TreeKeyAction =
  | { type: 'focus'; path: string }
  | { type: 'expand'; path: string }
  | { type: 'collapse'; path: string }
  /** Enter or Space: select a file, open or close a folder. */
  | { type: 'activate'; path: string };

/**
 * What a key does in the tree, after the WAI-ARIA tree view pattern: arrows move and open or
 * close folders, Home and End jump, a printable character jumps to the next name starting with it.
 * Null: the key is not the tree's and keeps its default.
 */
export function treeKeyAction(
  rows: TreeRow[],
  focused: string,
  key: string,
  collapsed: ReadonlySet<string>,
): TreeKeyAction | null {
  const index = rows.findIndex((row) => row.node.path === focused);
  if (index === -1 || rows.length === 0)
    return rows[0] ? { type: 'focus', path: rows[0].node.path } : null;
  const row = rows[index]!;
  const node = row.node;
  const focus = (target: TreeRow | undefined): TreeKeyAction | null =>
    target ? { type: 'focus', path: target.node.path } : null;
  switch (key) {
    case 'ArrowDown':
      return focus(rows[index + 1]);
    case 'ArrowUp':
      return focus(rows[index - 1]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows.at(-1));
    case 'ArrowRight':
      if (node.kind !== 'folder') return null;
      if (collapsed.has(node.path)) return { type: 'expand', path: node.path };
      return node.children.length > 0 ? focus(rows[index + 1]) : null;
    case 'ArrowLeft':
      if (node.kind === 'folder' && !collapsed.has(node.path))
        return { type: 'collapse', path: node.path };
      return row.parent === null ? null : { type: 'focus', path: row.parent };
    case 'Enter':
    case ' ':
      return { type: 'activate', path: node.path };
    default: {
      if (key.length !== 1 || key === ' ') return null;
      const wanted = key.toLowerCase();
      const after = [...rows.slice(index + 1), ...rows.slice(0, index)];
      return focus(after.find((candidate) => candidate.node.name.toLowerCase().startsWith(wanted)));
    }
  }
}
