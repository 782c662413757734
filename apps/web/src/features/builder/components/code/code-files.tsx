import type { FileMap } from '@appforge/shared/contracts/builder';
import { FolderOpen, MousePointerClick } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { buildFileTree } from '../../lib/file-tree';
import { CodeViewer } from './code-viewer';
import { FileTree } from './file-tree';

export interface CodeFilesProps {
  files: FileMap;
  sideLabel: string;
  selected: string | null;
  onSelect: (path: string) => void;
  collapsed: ReadonlySet<string>;
  onToggle: (path: string, open: boolean) => void;
  /** Set for an older version, shown read-only. */
  version: number | null;
}

/**
 * The file tree beside the viewer when the panel is wide, above it when narrow (a container query:
 * the centre column is narrow on a wide screen too). On large screens both fill the tab's height
 * and scroll inside themselves; below that each keeps to most of the screen's height.
 */
export function CodeFiles({
  files,
  sideLabel,
  selected,
  onSelect,
  collapsed,
  onToggle,
  version,
}: CodeFilesProps) {
  const tree = useMemo(() => buildFileTree(Object.keys(files)), [files]);
  const count = Object.keys(files).length;
  const content = selected !== null && Object.hasOwn(files, selected) ? files[selected] : undefined;
  if (count === 0) {
    return (
      <EmptyState
        icon={FolderOpen}
        title={`No ${sideLabel.toLowerCase()} files`}
        description={`This version has no ${sideLabel.toLowerCase()} code.`}
      />
    );
  }
  return (
    <div className="flex min-h-0 flex-col gap-3 lg:min-h-[30rem] lg:flex-1 lg:@2xl:min-h-80 @2xl:grid @2xl:grid-cols-[15rem_minmax(0,1fr)] @2xl:grid-rows-[minmax(0,1fr)]">
      <nav
        aria-label="Files"
        className="max-h-40 shrink-0 overflow-auto rounded-control border border-border bg-surface p-1 @2xl:max-h-[70dvh] lg:@2xl:max-h-none"
      >
        <FileTree
          nodes={tree}
          selected={selected}
          onSelect={onSelect}
          collapsed={collapsed}
          onToggle={onToggle}
          label={`${sideLabel} files`}
        />
      </nav>
      {selected !== null && content !== undefined ? (
        <CodeViewer
          path={selected}
          content={content}
          version={version}
          className="max-h-[70dvh] lg:max-h-none lg:flex-1"
        />
      ) : (
        <EmptyState
          icon={MousePointerClick}
          title="Select a file to view its content"
          description={`${count} ${sideLabel.toLowerCase()} ${count === 1 ? 'file' : 'files'}: pick one in the tree to read it, copy it or download it.`}
          className="rounded-control border border-dashed border-border lg:flex-1 lg:justify-center"
        />
      )}
    </div>
  );
}
