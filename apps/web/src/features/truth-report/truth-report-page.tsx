import type { TruthReport } from '@appforge/shared/contracts/truth-report';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { ProjectPicker } from '@/components/ui/project-picker';
import { projectsQueryOptions } from '@/lib/api/list-projects';
import { useAddressTab } from '@/lib/address-tab';
import { describeFailure, httpStatusOf, serverErrorCodeOf, serverMessageOf } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLatestReport } from './api/get-latest-report';
import { LatestReportCard } from './components/latest-report-card';
import { NoApp, NoReport, ReportSkeleton } from './components/report-states';
import { GenerateReportButton, RunProgressPanel } from './components/run-controls';
import { TruthReportTabs } from './components/truth-report-tabs';
import { useProjectParam } from './hooks/use-project-param';
import { useReportRun, type ReportRun } from './hooks/use-report-run';
import { mostRecentlyUpdated } from './lib/default-project';
import { TRUTH_REPORT_TABS } from './lib/truth-report-tabs';

const TITLE = 'Truth Report Dashboard';

/** What keeps a report from being run: no project at all, or a project with no app yet. */
type Missing = { kind: 'project' } | { kind: 'version'; message: string | null } | null;

function missingFrom(error: unknown): Missing {
  if (httpStatusOf(error) !== 409) return null;
  const code = serverErrorCodeOf(error);
  if (code === 'no_project') return { kind: 'project' };
  if (code === 'no_version') return { kind: 'version', message: serverMessageOf(error) };
  return null;
}

function MissingApp({ missing }: { missing: NonNullable<Missing> }) {
  return missing.kind === 'project' ? (
    <NoApp
      title="No project yet"
      description="A truth report checks an app you generated. Describe your app in the builder first, then come back to run its gates."
    />
  ) : (
    <NoApp
      title="No app generated yet"
      description={
        missing.message ??
        'This project has no generated version yet. Describe the app in the builder, then come back to run its gates.'
      }
    />
  );
}

interface DashboardProps {
  projectId: string | null;
  report: TruthReport | null;
  run: ReportRun;
}

function Dashboard({ projectId, report, run }: DashboardProps) {
  const { tab, openTab } = useAddressTab(TRUTH_REPORT_TABS);
  return (
    <>
      {run.running ? <RunProgressPanel progress={run.progress} /> : null}
      {run.error ? (
        <ErrorState
          title="Couldn't generate the report"
          error={new Error(describeFailure(run.error))}
          onRetry={run.start}
        />
      ) : null}
      {report ? <LatestReportCard report={report} /> : <NoReport />}
      <TruthReportTabs tab={tab} onTab={openTab} projectId={projectId} report={report} />
    </>
  );
}

/** spec 02 §2 "Truth Report Dashboard": the release gates of one of the caller's generated apps. */
export function TruthReportPage() {
  useDocumentTitle(TITLE);
  const { projectId, selectProject } = useProjectParam();
  const projects = useQuery(projectsQueryOptions());
  const latest = useLatestReport(projectId);
  const run = useReportRun(projectId);

  const noProjects = projects.isSuccess && projects.data.length === 0;
  const missing: Missing = noProjects ? { kind: 'project' } : missingFrom(run.error);
  const shownProjectId =
    projectId ?? latest.data?.projectId ?? mostRecentlyUpdated(projects.data ?? []);

  const body = () => {
    if (missing) return <MissingApp missing={missing} />;
    if (latest.isPending) return <ReportSkeleton />;
    if (latest.isError) {
      const notFound = httpStatusOf(latest.error) === 404;
      return (
        <ErrorState
          title={notFound ? 'Project not found' : "Couldn't load the latest report"}
          error={new Error(describeFailure(latest.error))}
          onRetry={notFound ? undefined : () => void latest.refetch()}
        />
      );
    }
    return <Dashboard projectId={projectId} report={latest.data} run={run} />;
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={TITLE}
        description="Release gates for your generated app: tests, performance, security, supply chain and more, with a verdict."
        actions={
          <>
            <ProjectPicker selectedId={shownProjectId} onSelect={selectProject} />
            {missing ? null : (
              <GenerateReportButton
                running={run.running}
                progress={run.progress}
                onClick={run.start}
              />
            )}
          </>
        }
      />
      {body()}
    </div>
  );
}
