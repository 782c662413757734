import type { SystemError } from '@appforge/shared/contracts/admin';
import { useAdminAction } from './admin-action';
import { errorsQueryKey } from './list-errors';

/** POST /api/admin/errors/:id/investigate: new → investigating. */
export const useInvestigateError = () =>
  useAdminAction<SystemError>({
    name: 'investigate-error',
    path: (id) => `errors/${id}/investigate`,
    listKey: errorsQueryKey,
    success: () => ({
      title: 'Investigation Started',
      description: 'The error is marked as under investigation.',
    }),
    failure: 'Failed to start the investigation',
  });
