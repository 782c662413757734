import type { SystemError } from '@appforge/shared/contracts/admin';
import { useAdminAction } from './admin-action';
import { errorsQueryKey } from './list-errors';

/** POST /api/admin/errors/:id/resolve: investigating → resolved (spec 02 §2 "Mark Resolved"). */
export const useResolveError = () =>
  useAdminAction<SystemError>({
    name: 'resolve-error',
    path: (id) => `errors/${id}/resolve`,
    listKey: errorsQueryKey,
    success: () => ({
      title: 'Error Resolved',
      description: 'The error is marked as resolved.',
    }),
    failure: 'Failed to resolve the error',
  });
