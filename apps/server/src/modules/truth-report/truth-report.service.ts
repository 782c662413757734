import type { AppSpec } from '@appforge/codegen/app-spec';
import {
  GATE_KEYS,
  type GateKey,
  type GateStatus,
  type KpiStatus,
  type ResourceUsage,
  type SignatureDocument,
  type TruthReport,
} from '@appforge/shared/contracts/truth-report';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { TruthReportSettings } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { buildExportZip } from '../builder/export/export.service';
import type { ProjectRow } from '../builder/projects.repository';
import { findVersion } from '../builder/versions.repository';
import {
  browserUnavailable,
  compareScreens,
  runBrowserChecks,
  screenshotsToStore,
  visualRegressionGate,
} from './browser';
import type { FetchPreview } from './browser';
import { finOpsGate } from './finops';
import { kpiStatus } from './kpis';
import { performanceGate, testsGate } from './outcome-gates';
import { runSandboxedChecks } from './sandbox';
import { staticAnalysisOffThread, warmUpStaticAnalysis } from './gates/static-analysis-thread';
import { runStaticGates } from './static-gates';
import * as reports from './truth-reports.repository';
import { createRunRegistry, gateInput } from './truth-report-run';
import { decideVerdict } from './verdict';

export interface TruthReportDeps {
  db: Database;
  settings: TruthReportSettings;
  dataDir: string;
  /** A language model writes apps here: its tokens are not recorded, so FinOps says so. */
  llmConfigured: boolean;
  /** Answers a request of the preview page as the server would (app.inject). */
  fetchPreview: FetchPreview;
}

const KPI_WINDOW_MS = 30 * 86_400_000;
const noVersion = () =>
  new HttpError(
    409,
    'no_version',
    'This project has no generated app yet: describe one in the builder, then run the report.',
  );
export const noProject = () =>
  new HttpError(
    409,
    'no_project',
    'You have no project yet: describe an app in the builder first, then run the report on it.',
  );

export function createTruthReportService(deps: TruthReportDeps) {
  const { db, settings } = deps;
  const runs = createRunRegistry<TruthReport>();

  async function generate(userId: string, project: ProjectRow): Promise<TruthReport> {
    if (project.currentVersion < 1) throw noVersion();
    return runs.run(project.id, async (progress) => {
      const started = Date.now();
      const cpuBefore = process.cpuUsage();
      const current = await findVersion(db, project.id, project.currentVersion);
      if (!current) throw noVersion();
      const baseline = await reports.findBaselineReport(db, project.id);
      const previousVersion = baseline
        ? await findVersion(db, project.id, baseline.version)
        : undefined;
      const input = gateInput(
        project,
        current,
        previousVersion
          ? {
              version: previousVersion.version,
              code: previousVersion.generatedCode,
              appSpec: (previousVersion.appSpec as AppSpec | null) ?? null,
            }
          : null,
      );

      progress('sandbox', 10);
      // The type-check and lint run on their own thread meanwhile.
      const [sandbox, analysis] = await Promise.all([
        runSandboxedChecks({ code: input.code, appSpec: input.appSpec }),
        staticAnalysisOffThread(input),
      ]);
      progress('static', 40);
      const notes = await reports.assistantNotesSince(db, project.id, baseline?.createdAt ?? null);
      const staticGates = runStaticGates(input, analysis, sandbox, notes);
      progress('browser', 55);
      const browser =
        settings.chromiumPath && existsSync(settings.chromiumPath)
          ? await runBrowserChecks({
              chromiumPath: settings.chromiumPath,
              fetchPreview: deps.fetchPreview,
              previewPath: (platform) =>
                `/preview/${project.previewToken}/${platform}?v=v${current.version}`,
            })
          : browserUnavailable(
              settings.chromiumPath
                ? `Chromium was not found at ${settings.chromiumPath}`
                : undefined,
            );
      const diffs = compareScreens(browser.screens, baseline?.screenshots ?? {});

      progress('signing', 80);
      const { zip } = await buildExportZip({
        ...project,
        generatedCode: current.generatedCode,
        appSpec: current.appSpec,
      });
      const signed = await staticGates.sign(zip, deps.dataDir);
      const jobTimes = await reports.projectJobTimes(db, project.id);
      const cpu = process.cpuUsage(cpuBefore);
      const cpuMs = Math.round((cpu.user + cpu.system) / 1000) + sandbox.cpuMs;
      const versionJob = await reports.jobOfVersion(db, project.id, current.createdAt);

      progress('saving', 95);
      const id = randomUUID();
      const gates = {
        tests: testsGate(sandbox, browser),
        performance: performanceGate(sandbox, browser),
        staticAnalysis: staticGates.staticAnalysis,
        security: staticGates.security,
        supplyChain: signed.gate,
        apiContracts: staticGates.apiContracts,
        visualRegression: visualRegressionGate(browser, diffs),
        localizationA11y: staticGates.localizationA11y,
        storeAutomation: staticGates.storeAutomation(
          browser.screens.filter((screen) => screen.png).length,
        ),
        finOps: finOpsGate({
          jobMs: jobTimes.map((job) => job.processingMs ?? 0),
          reportCpuMs: (await reports.projectReportCpuMs(db, project.id)) + cpuMs,
          llmTokens: deps.llmConfigured ? null : 0,
          projectCreatedAt: project.createdAt,
          now: new Date(),
          rates: settings,
        }),
      };
      const statuses = Object.fromEntries(
        GATE_KEYS.map((key) => [key, gates[key].status]),
      ) as Record<GateKey, GateStatus>;
      const report: TruthReport = {
        id,
        projectId: project.id,
        projectName: project.name,
        version: current.version,
        buildId: `${project.id.slice(0, 8)}-v${current.version}-${id.slice(0, 6)}`,
        ...decideVerdict(statuses),
        timestamp: new Date().toISOString(),
        durationMs: Date.now() - started,
        ...gates,
        kpis: {
          timeToExecutableMs: versionJob?.finishedAt
            ? versionJob.finishedAt.getTime() - versionJob.createdAt.getTime()
            : null,
        },
        links: {
          sbom: `/api/truth-report/${id}/sbom`,
          signature: `/api/truth-report/${id}/signature`,
          artifact: `/api/truth-report/${id}/artifact`,
        },
      };
      await reports.insertReport(db, {
        id,
        userId,
        projectId: project.id,
        version: current.version,
        verdict: report.verdict,
        report,
        sbom: signed.sbom,
        artifact: zip,
        signature: JSON.stringify(signed.signature),
        screenshots: screenshotsToStore(browser.screens),
        cpuMs,
      });
      return report;
    });
  }

  return {
    generate,
    progress: (project: ProjectRow) => runs.progressOf(project.id),

    /** The report page was opened: its Generate Report will want the static analysis warm. */
    async latest(project: ProjectRow | null): Promise<TruthReport | null> {
      void warmUpStaticAnalysis();
      if (!project) return null;
      const [row] = await reports.listReports(db, project.id, 1);
      return row?.report ?? null;
    },

    async history(project: ProjectRow | null, limit: number): Promise<TruthReport[]> {
      if (!project) return [];
      return (await reports.listReports(db, project.id, limit)).map((row) => row.report);
    },

    async kpis(userId: string): Promise<KpiStatus> {
      const since = new Date(Date.now() - KPI_WINDOW_MS);
      const [jobs, firstCompleted, events, fixes, latest] = await Promise.all([
        reports.finishedJobs(db, userId, since),
        reports.firstCompletedJobTimes(db, userId),
        reports.previewEvents(db, userId, since),
        reports.fixIssueOutcomes(db, userId, since),
        reports.latestReportPerProject(db, userId),
      ]);
      return kpiStatus({
        jobs,
        firstCompleted,
        events,
        fixes,
        a11yScores: latest.map((row) => row.report.localizationA11y.a11yScore),
      });
    },

    async resourceUsage(userId: string): Promise<ResourceUsage> {
      const monthStart = new Date();
      monthStart.setUTCDate(1);
      monthStart.setUTCHours(0, 0, 0, 0);
      const [jobs, reportMs] = await Promise.all([
        reports.finishedJobs(db, userId, monthStart),
        reports.reportCpuMs(db, userId, monthStart),
      ]);
      const buildMs = jobs.reduce((sum, job) => sum + (job.processingMs ?? 0), 0) + reportMs;
      return {
        buildMinutes: Math.round((buildMs / 60_000) * 100) / 100,
        deviceFarmHours: null,
        egressGb: null,
        gpuHours: deps.llmConfigured ? null : 0,
      };
    },

    async download(userId: string, id: string) {
      const row = await reports.findOwnedReport(db, id, userId);
      if (!row) throw new HttpError(404, 'not_found', 'No such report.');
      return {
        row,
        signature: JSON.parse(row.signature) as SignatureDocument,
      };
    },
  };
}

export type TruthReportService = ReturnType<typeof createTruthReportService>;
