import type { Priority } from '@appforge/shared/contracts/builder';
import { FolderPlus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SegmentedControl, type SegmentedOption } from '@/components/ui/segmented-control';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/cn';
import type { RealtimeStatus } from '@/lib/realtime';
import { useProject } from './api/get-project';
import { useQueueSnapshot } from './api/get-queue';
import { useMessages } from './api/list-messages';
import { BuilderHeader } from './components/builder-header';
import { BuildConsole } from './components/chat/build-console';
import { NewProjectDialog } from './components/new-project-dialog';
import { PreviewPanel } from './components/phone/preview-panel';
import { WorkspaceTabs } from './components/workspace-tabs';
import type { WorkspaceTabId } from './data/workspace-tabs';
import { useCurrentProject } from './hooks/use-current-project';
import { useProjectSocket } from './hooks/use-project-socket';
import { contentKey } from './lib/content-key';
import { downloadExport } from './lib/download-export';
import { hasCode } from './lib/export-markdown';

const TITLE = 'App Builder';

/** What a narrow screen shows: the chat or the phones; wide screens show both side by side. */
type NarrowView = 'chat' | 'preview';
const NARROW_VIEWS: SegmentedOption<NarrowView>[] = [
  { value: 'chat', label: 'Chat' },
  { value: 'preview', label: 'Preview' },
];

/** What the composer says while no message can be sent; null once the socket is open. */
function offlineHint(
  connection: RealtimeStatus,
  projectSelected: boolean,
  projectsLoading: boolean,
) {
  if (connection.connected) return null;
  if (!projectSelected)
    return projectsLoading ? 'Loading your project…' : 'Create a project to start';
  return connection.retryAt ? 'Reconnecting…' : 'Connecting…';
}

/**
 * The workspace at "/": full screen, an iOS phone, the AI Assistant and an Android phone (spec 01 §2).
 * Below `lg` a Chat | Preview switch at the top shows the chat or the two phones.
 */
export function BuilderPage() {
  useDocumentTitle(TITLE);
  const current = useCurrentProject();
  const { currentId } = current;
  const project = useProject(currentId).data;
  const messages = useMessages(currentId);
  const queue = useQueueSnapshot();
  const { connection, live, send } = useProjectSocket(currentId);
  const [tab, setTab] = useState<WorkspaceTabId>('chat');
  const [draft, setDraft] = useState(current.initialPrompt);
  const [priority, setPriority] = useState<Priority>('normal');
  const [narrowView, setNarrowView] = useState<NarrowView>('chat');
  const [newProjectOpen, setNewProjectOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const snapshot = live.queue ?? queue.data;
  const pendingCount = snapshot?.userItems.filter((item) => item.status === 'pending').length ?? 0;
  const code = project?.generatedCode;
  const codeKey = useMemo(() => (code ? contentKey(code.frontend) : null), [code]);
  const previewSrc = (platform: 'ios' | 'android') =>
    project && codeKey ? `/preview/${project.previewToken}/${platform}?v=${codeKey}` : null;
  const appName = project?.config.appName || 'Your App';

  const sendDraft = () => {
    const content = draft.trim();
    if (!content || live.generating) return;
    if (send(content, priority)) {
      setDraft('');
      current.promptSent();
    } else
      toast({
        title: 'Not connected',
        description: 'Your message was kept; send it again once the connection is back.',
        variant: 'destructive',
      });
  };
  const fixIssue = (request: string) => {
    setTab('chat');
    setNarrowView('chat');
    setDraft(request);
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  const exportCode = () => {
    if (!project || !hasCode(code)) {
      toast({
        title: 'No code to export',
        description: 'Generate some code first by chatting with the AI.',
        variant: 'destructive',
      });
      return;
    }
    downloadExport(project, code);
    toast({ title: 'Code exported', description: 'Your code has been downloaded successfully.' });
  };
  const panel = (platform: 'ios' | 'android', label: string, order: string) => (
    <div
      className={cn(
        'flex justify-center lg:min-h-0 lg:overflow-y-auto',
        order,
        narrowView === 'chat' && 'max-lg:hidden',
      )}
    >
      <PreviewPanel
        platform={platform}
        label={label}
        projectId={currentId}
        version={project?.currentVersion ?? null}
        previewSrc={previewSrc(platform)}
        appName={appName}
        connected={connection.connected}
        onFixIssue={fixIssue}
      />
    </div>
  );

  return (
    <div
      className={cn(
        'flex min-h-dvh flex-col bg-background text-foreground lg:h-dvh',
        // The chat fills the screen, its input always in view; the phones scroll as a page.
        narrowView === 'chat' && 'h-dvh',
      )}
    >
      <BuilderHeader
        projects={current.projects}
        projectsLoading={current.loading}
        currentId={currentId}
        onSelect={current.select}
        onNewProject={() => setNewProjectOpen(true)}
        creating={current.creating}
        connection={connection}
        queuedCount={pendingCount}
        hasCode={hasCode(code)}
        onSave={() =>
          toast({
            title: 'Project saved',
            description: 'Your project has been saved successfully.',
          })
        }
        onExport={exportCode}
      />
      <NewProjectDialog
        open={newProjectOpen}
        onOpenChange={setNewProjectOpen}
        creating={current.creating}
        onCreate={current.createProject}
      />
      <div className="px-4 pt-4 lg:hidden">
        <SegmentedControl
          label="Show"
          value={narrowView}
          options={NARROW_VIEWS}
          onChange={setNarrowView}
          className="flex w-full [&>button]:flex-1 [&>button]:justify-center"
        />
      </div>
      <div
        className={cn(
          'flex min-h-0 flex-1 flex-col gap-6 p-4 lg:flex-row lg:gap-4',
          // Side by side when both phones fit, one under the other when not.
          narrowView === 'preview' && 'max-lg:flex-row max-lg:flex-wrap max-lg:justify-center',
        )}
      >
        {panel('ios', 'iOS Version', 'order-2 lg:order-1')}
        <main
          className={cn(
            'order-1 flex min-h-[28rem] min-w-0 flex-1 flex-col gap-3 lg:order-2 lg:min-h-0',
            narrowView === 'preview' && 'max-lg:hidden',
          )}
        >
          <h1 className="text-2xl font-semibold">AI Assistant</h1>
          {current.projectsError ? (
            <ErrorState
              title="Could not load your projects"
              error={current.projectsError}
              onRetry={current.retryProjects}
            />
          ) : null}
          {current.noProject ? (
            <EmptyState
              icon={FolderPlus}
              title="No project yet"
              description="Creating your first project failed. Try again to start building."
              action={
                <Button onClick={() => void current.createProject()} disabled={current.creating}>
                  {current.creating ? 'Creating…' : 'New project'}
                </Button>
              }
            />
          ) : null}
          <WorkspaceTabs
            tab={tab}
            onTabChange={setTab}
            project={project}
            pendingCount={pendingCount}
            queue={{
              snapshot,
              loading: queue.isPending && !live.queue,
              error: queue.error,
              onRetry: () => void queue.refetch(),
            }}
            chat={
              <BuildConsole
                project={project}
                messages={messages.data}
                messagesLoading={current.loading || (currentId !== null && messages.isPending)}
                messagesError={messages.error}
                onRetryMessages={() => void messages.refetch()}
                generating={live.generating}
                progress={live.progress}
                offlineHint={offlineHint(connection, currentId !== null, current.loading)}
                draft={draft}
                onDraftChange={setDraft}
                priority={priority}
                onPriorityChange={setPriority}
                onSend={sendDraft}
                inputRef={inputRef}
              />
            }
          />
        </main>
        {panel('android', 'Material Design', 'order-3')}
      </div>
    </div>
  );
}
