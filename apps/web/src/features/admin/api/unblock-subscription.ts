import type { Subscription } from '@appforge/shared/contracts/admin';
import { useAdminAction } from './admin-action';
import { subscriptionsQueryKey } from './list-subscriptions';

/** POST /api/admin/subscriptions/:id/unblock: a blocked subscriber gets access back. */
export const useUnblockSubscription = () =>
  useAdminAction<Subscription>({
    name: 'unblock-subscription',
    path: (id) => `subscriptions/${id}/unblock`,
    listKey: subscriptionsQueryKey,
    success: (subscription) => ({
      title: 'Subscription Unblocked',
      description: `${subscription.userEmail} has access again.`,
    }),
    failure: 'Failed to unblock subscription',
  });
