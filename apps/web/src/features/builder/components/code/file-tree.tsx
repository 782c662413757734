import { ChevronRight, FileCode2, FileJson, FileText, Folder, FolderOpen } from 'lucide-react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import type { TreeNode } from '../../lib/file-tree';
import { treeKeyAction, visibleRows } from '../../lib/tree-navigation';

export interface FileTreeProps {
  nodes: TreeNode[];
  selected: string | null;
  onSelect: (path: string) => void;
  collapsed: ReadonlySet<string>;
  onToggle: (path: string, open: boolean) => void;
  label: string;
}

const fileIcon = (name: string) =>
  name.endsWith('.json') ? FileJson : name.endsWith('.md') ? FileText : FileCode2;

/**
 * The files of one side as a WAI-ARIA tree: one tab stop, arrows to move and to open or close
 * folders, Enter or Space to open a file, a letter to jump to the next name starting with it.
 */
export function FileTree({ nodes, selected, onSelect, collapsed, onToggle, label }: FileTreeProps) {
  const rows = useMemo(() => visibleRows(nodes, collapsed), [nodes, collapsed]);
  const items = useRef(new Map<string, HTMLLIElement>());
  const [focused, setFocused] = useState<string | null>(null);
  const isVisible = (path: string | null) =>
    path !== null && rows.some((row) => row.node.path === path);
  // The one row reachable with Tab: the last one focused, else the open file, else the first.
  const tabStop = isVisible(focused)
    ? focused
    : isVisible(selected)
      ? selected
      : (rows[0]?.node.path ?? null);

  const activate = (node: TreeNode) => {
    if (node.kind === 'file') onSelect(node.path);
    else onToggle(node.path, collapsed.has(node.path));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (tabStop === null || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = treeKeyAction(rows, tabStop, event.key, collapsed);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'focus') {
      setFocused(action.path);
      items.current.get(action.path)?.focus();
    } else if (action.type === 'expand' || action.type === 'collapse') {
      onToggle(action.path, action.type === 'expand');
    } else {
      const row = rows.find((candidate) => candidate.node.path === action.path);
      if (row) activate(row.node);
    }
  };

  return (
    <ul role="tree" aria-label={label} onKeyDown={onKeyDown} className="flex flex-col py-1">
      {rows.map(({ node, level, setSize, posInSet }) => {
        const isFolder = node.kind === 'folder';
        const open = isFolder && !collapsed.has(node.path);
        const isSelected = node.path === selected;
        const Icon = isFolder ? (open ? FolderOpen : Folder) : fileIcon(node.name);
        return (
          <li
            key={node.path}
            ref={(element) => {
              if (element) items.current.set(node.path, element);
              else items.current.delete(node.path);
            }}
            role="treeitem"
            aria-label={node.name}
            aria-level={level}
            aria-setsize={setSize}
            aria-posinset={posInSet}
            aria-expanded={isFolder ? open : undefined}
            aria-selected={isFolder ? undefined : isSelected}
            tabIndex={node.path === tabStop ? 0 : -1}
            title={node.path}
            onFocus={() => setFocused(node.path)}
            onClick={() => activate(node)}
            style={{ paddingLeft: `${(level - 1) * 0.875 + 0.25}rem` }}
            className={cn(
              'flex cursor-pointer items-center gap-1.5 rounded-md py-1 pr-2 font-mono text-xs whitespace-nowrap outline-none select-none hover:bg-surface-raised focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:ring-inset',
              isFolder ? 'text-slate-400' : 'text-slate-300',
              isSelected && 'bg-cyan-500/15 text-cyan-200 hover:bg-cyan-500/20',
            )}
          >
            <ChevronRight
              aria-hidden
              className={cn(
                'size-3.5 shrink-0 transition-transform duration-150',
                !isFolder && 'invisible',
                open && 'rotate-90',
              )}
            />
            <Icon
              aria-hidden
              className={cn(
                'size-3.5 shrink-0',
                isFolder ? 'text-cyan-500/80' : isSelected ? 'text-cyan-300' : 'text-muted',
              )}
            />
            <span className="truncate">{node.name}</span>
          </li>
        );
      })}
    </ul>
  );
}
