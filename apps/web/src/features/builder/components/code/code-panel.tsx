import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import type { Project } from '@appforge/shared/contracts/builder';
import { FileCode2, GitCompare, Server, Smartphone } from 'lucide-react';
import { useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/use-toast';
import { useVersion } from '../../api/get-version';
import { useVersions } from '../../api/list-versions';
import { useRestoreVersion } from '../../api/restore-version';
import { CodeFiles } from './code-files';
import { DependencyList } from './dependency-list';
import { RestoreVersionDialog } from './restore-version-dialog';
import { VersionDiffLoader } from './version-diff-loader';
import { VersionNotice } from './version-notice';
import { VersionPicker } from './version-picker';

type Side = 'frontend' | 'backend';
type Mode = 'files' | 'diff';
type PerSide<T> = Record<Side, T>;

const SIDE_LABEL: PerSide<string> = { frontend: 'Frontend', backend: 'Backend' };
/** Icons only where there is room: at 375 px both switches then fit on one line. */
const ICONS_WHEN_ROOM = '[&_svg]:hidden @md:[&_svg]:block';

function FilesSkeleton() {
  return (
    <div className="grid gap-3 @2xl:grid-cols-[15rem_minmax(0,1fr)]" aria-busy="true">
      <span role="status" className="sr-only">
        Loading the version…
      </span>
      <Skeleton className="h-56" />
      <Skeleton className="h-80" />
    </div>
  );
}

function CodeBrowser({ project, code }: { project: Project; code: GeneratedCode }) {
  const [side, setSide] = useState<Side>('frontend');
  const [mode, setMode] = useState<Mode>('files');
  // Per side, so switching sides and back finds the same file open and the same folders closed.
  const [selected, setSelected] = useState<PerSide<string | null>>({
    frontend: null,
    backend: null,
  });
  const [collapsed, setCollapsed] = useState<PerSide<ReadonlySet<string>>>({
    frontend: new Set(),
    backend: new Set(),
  });
  const [picked, setPicked] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const pickerRef = useRef<HTMLButtonElement>(null);
  const restoredRef = useRef(false);

  const current = project.currentVersion;
  const hasVersions = current > 0;
  // A pick at or past the current version means the current one (a restore or a new generation moved it).
  const shown = picked !== null && picked < current ? picked : current;
  const isOlder = shown !== current;
  const versions = useVersions(project.id, current);
  const older = useVersion(project.id, isOlder ? shown : null);
  const restore = useRestoreVersion(project.id);
  const shownCode = isOlder ? older.data?.generatedCode : code;

  const toggleFolder = (path: string, open: boolean) =>
    setCollapsed((all) => {
      const next = new Set(all[side]);
      if (open) next.delete(path);
      else next.add(path);
      return { ...all, [side]: next };
    });

  const openRestore = () => {
    restore.reset();
    setConfirming(true);
  };
  const confirmRestore = () =>
    restore.mutate(shown, {
      onSuccess: (restored) => {
        restoredRef.current = true;
        setConfirming(false);
        setPicked(null);
        toast({
          title: 'Version restored',
          description: `Version ${shown} is now version ${restored.currentVersion}.`,
        });
      },
    });

  const body = () => {
    if (older.error) {
      return (
        <ErrorState
          title={`Could not load version ${shown}`}
          error={older.error}
          onRetry={() => void older.refetch()}
        />
      );
    }
    if (!shownCode) return <FilesSkeleton />;
    if (mode === 'diff' && hasVersions) {
      return (
        <VersionDiffLoader
          projectId={project.id}
          version={shown}
          code={shownCode}
          side={side}
          onSideChange={setSide}
        />
      );
    }
    return (
      <CodeFiles
        files={shownCode[side]}
        sideLabel={SIDE_LABEL[side]}
        selected={selected[side]}
        onSelect={(path) => setSelected((all) => ({ ...all, [side]: path }))}
        collapsed={collapsed[side]}
        onToggle={toggleFolder}
        version={isOlder ? shown : null}
      />
    );
  };

  return (
    // Fills the tab's height on large screens while showing files, so the tree and the file scroll inside.
    <div className={cn('@container flex min-h-0 flex-col gap-3', mode === 'files' && 'lg:h-full')}>
      <div className="flex flex-wrap items-center gap-2">
        <SegmentedControl
          label="Side"
          value={side}
          onChange={setSide}
          className={ICONS_WHEN_ROOM}
          options={[
            { value: 'frontend', label: 'Frontend', icon: Smartphone },
            { value: 'backend', label: 'Backend', icon: Server },
          ]}
        />
        {hasVersions ? (
          <SegmentedControl
            label="View"
            value={mode}
            onChange={setMode}
            className={ICONS_WHEN_ROOM}
            options={[
              { value: 'files', label: 'Files', icon: FileCode2 },
              { value: 'diff', label: 'Diff', icon: GitCompare },
            ]}
          />
        ) : null}
        {hasVersions ? (
          <div className="ml-auto min-w-0">
            <VersionPicker
              versions={versions.data}
              current={current}
              shown={shown}
              onShow={(version) => setPicked(version === current ? null : version)}
              failed={versions.error !== null}
              triggerRef={pickerRef}
            />
          </div>
        ) : null}
      </div>
      {versions.error ? (
        <ErrorState
          title="Could not load the versions"
          error={versions.error}
          onRetry={() => void versions.refetch()}
        />
      ) : null}
      {isOlder ? (
        <VersionNotice
          version={shown}
          summary={versions.data?.find((entry) => entry.version === shown)}
          restoring={restore.isPending}
          onBackToCurrent={() => setPicked(null)}
          onRestore={openRestore}
        />
      ) : null}
      {shownCode ? (
        <DependencyList
          side={side}
          names={shownCode.dependencies[side]}
          packageJson={shownCode[side]['package.json']}
        />
      ) : null}
      {body()}
      <RestoreVersionDialog
        open={confirming}
        onOpenChange={setConfirming}
        version={shown}
        current={current}
        pending={restore.isPending}
        error={restore.error}
        onConfirm={confirmRestore}
        onCloseAutoFocus={(event) => {
          // After a restore the notice and its button are gone: focus the picker, now on the new version.
          if (!restoredRef.current) return;
          restoredRef.current = false;
          event.preventDefault();
          pickerRef.current?.focus();
        }}
      />
    </div>
  );
}

/** The generated code: frontend and backend files, their dependencies, and the project's versions. */
export function CodePanel({ project }: { project: Project | undefined }) {
  const code = project?.generatedCode;
  if (!project || !code) {
    return (
      <EmptyState
        icon={FileCode2}
        title="No code generated yet"
        description="Describe your app in the chat and its code appears here, file by file."
      />
    );
  }
  // Keyed on the project: another project starts with nothing selected and its own current version.
  return <CodeBrowser key={project.id} project={project} code={code} />;
}
