import type { AppSpec } from '@appforge/codegen/app-spec';
import type { RunProgress } from '@appforge/shared/contracts/truth-report';
import type { ProjectRow } from '../builder/projects.repository';
import type { GateInput } from './gates/gate-input';

export type RunStage = RunProgress['stage'];
export type ReportProgress = (stage: RunStage, progress: number) => void;

/**
 * One run per project at a time: a second request while one runs gets the same result, and the
 * progress of the run is readable until it ends.
 */
export function createRunRegistry<T>() {
  const runs = new Map<string, { promise: Promise<T>; progress: RunProgress }>();

  return {
    progressOf: (projectId: string): RunProgress | null => runs.get(projectId)?.progress ?? null,

    run(projectId: string, task: (report: ReportProgress) => Promise<T>): Promise<T> {
      const running = runs.get(projectId);
      if (running) return running.promise;
      const progress: RunProgress = {
        projectId,
        stage: 'preparing',
        progress: 0,
        startedAt: new Date().toISOString(),
      };
      const promise = task((stage, percent) => {
        progress.stage = stage;
        progress.progress = Math.round(percent);
      }).finally(() => runs.delete(projectId));
      runs.set(projectId, { promise, progress });
      return promise;
    },
  };
}

/** The gates' view of a project version. */
export function gateInput(
  project: ProjectRow,
  version: { version: number; generatedCode: GateInput['code']; appSpec: unknown },
  previous: GateInput['previous'],
): GateInput {
  return {
    project: { id: project.id, name: project.name },
    version: version.version,
    code: version.generatedCode,
    appSpec: (version.appSpec as AppSpec | null) ?? null,
    previous,
  };
}
