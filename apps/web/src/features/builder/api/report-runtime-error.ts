import type { RuntimeErrorReport } from '@appforge/shared/contracts/builder';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { createReportDedupe, reportableMessage } from '../lib/runtime-error-reports';

/** POST /api/projects/:id/runtime-errors (202): an error a phone preview threw, for the admins. */
export async function reportRuntimeError(projectId: string, report: RuntimeErrorReport) {
  await apiRequest('POST', `/api/projects/${encodeURIComponent(projectId)}/runtime-errors`, report);
}

// One for the page load, so reloading a frame or remounting a phone does not report again.
const firstTime = createReportDedupe();

/**
 * Reports a preview's runtime error, each distinct message once per project version and
 * platform. Fire-and-forget: a failure only reaches the console, the person sees nothing.
 */
export function useReportRuntimeError(
  projectId: string | null,
  version: number | null,
  platform: RuntimeErrorReport['platform'],
) {
  return useCallback(
    (text: string) => {
      const message = reportableMessage(text);
      if (projectId === null || version === null || message === null) return;
      if (!firstTime({ projectId, version, platform, message })) return;
      reportRuntimeError(projectId, { platform, message }).catch((error: unknown) =>
        console.error('Could not report a preview runtime error', error),
      );
    },
    [projectId, version, platform],
  );
}
