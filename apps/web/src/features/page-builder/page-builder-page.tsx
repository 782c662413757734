import type { Page } from '@appforge/shared/contracts/page-builder';
import { useMemo } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { ProjectPicker } from '@/components/ui/project-picker';
import { describeFailure, httpStatusOf } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePages } from './api/get-pages';
import { useValidation } from './api/get-validation';
import { BuildAllButton } from './components/build-all-button';
import { BuildProgressPanel } from './components/build-progress-panel';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { GenerateMissingPages } from './components/generate-missing-pages';
import { NoProject } from './components/no-project';
import { PageBuilderStats } from './components/page-builder-stats';
import { PageBuilderTabs } from './components/page-builder-tabs';
import { PageBuilderContext } from './hooks/page-builder-context';
import { useBuildAllJob } from './hooks/use-build-all-job';
import { usePageBuilderParams } from './hooks/use-page-builder-params';
import { inPageTypeOrder } from './lib/page-lists';

const TITLE = 'Page Builder Dashboard';

interface DashboardProps {
  projectId: string;
  pages: readonly Page[];
  build: ReturnType<typeof useBuildAllJob>;
  params: ReturnType<typeof usePageBuilderParams>;
}

function Dashboard({ projectId, pages, build, params }: DashboardProps) {
  const validation = useValidation(projectId);
  const ordered = useMemo(() => inPageTypeOrder(pages), [pages]);
  const context = useMemo(
    () => ({ projectId, building: build.running || build.starting }),
    [projectId, build.running, build.starting],
  );
  return (
    <PageBuilderContext value={context}>
      <BuildProgressPanel job={build.job} onRetry={build.start} />
      <PageBuilderStats generated={ordered.length} validation={validation.data} />
      <GenerateMissingPages pages={ordered} />
      <PageBuilderTabs
        tab={params.tab}
        onTab={params.openTab}
        pages={ordered}
        validation={validation}
        previewPage={params.previewPage}
        onChoosePreview={params.choosePreview}
        onPreview={params.preview}
      />
    </PageBuilderContext>
  );
}

/** spec 02 §2 "Page Builder Dashboard": a marketing site of 12 pages for one of the caller's apps. */
export function PageBuilderPage() {
  useDocumentTitle(TITLE);
  const params = usePageBuilderParams();
  const pages = usePages(params.projectId);
  // The project the server answered for: every further call names it.
  const projectId = pages.data?.project?.id ?? null;
  const build = useBuildAllJob(projectId);

  const body = () => {
    if (pages.isPending) return <DashboardSkeleton />;
    if (pages.isError) {
      const notFound = httpStatusOf(pages.error) === 404;
      return (
        <ErrorState
          title={notFound ? 'Project not found' : "Couldn't load the pages"}
          error={new Error(describeFailure(pages.error))}
          onRetry={notFound ? undefined : () => void pages.refetch()}
        />
      );
    }
    if (!projectId) return <NoProject />;
    return (
      <Dashboard projectId={projectId} pages={pages.data.pages} build={build} params={params} />
    );
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={TITLE}
        description="A marketing site for your app: 12 pages, each checked for valid HTML, accessibility, SEO and speed."
        actions={
          <>
            <ProjectPicker
              selectedId={projectId ?? params.projectId}
              onSelect={params.selectProject}
            />
            {projectId ? (
              <BuildAllButton busy={build.running || build.starting} onClick={build.start} />
            ) : null}
          </>
        }
      />
      {body()}
    </div>
  );
}
