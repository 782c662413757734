import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { projectIdFrom } from '../lib/default-project';

/**
 * The project the dashboard is about, kept in the address (`?projectId=`; absent: the server's
 * choice) so a reload or a shared link opens the same report. Other parameters are kept.
 */
export function useProjectParam() {
  const [params, setParams] = useSearchParams();
  const selectProject = useCallback(
    (projectId: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('projectId', projectId);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { projectId: projectIdFrom(params.get('projectId')), selectProject };
}
