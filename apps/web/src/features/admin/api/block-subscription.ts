import type { Subscription } from '@appforge/shared/contracts/admin';
import { useAdminAction } from './admin-action';
import { subscriptionsQueryKey } from './list-subscriptions';

/** POST /api/admin/subscriptions/:id/block (spec 02 §4: past_due → blocked). */
export const useBlockSubscription = () =>
  useAdminAction<Subscription>({
    name: 'block-subscription',
    path: (id) => `subscriptions/${id}/block`,
    listKey: subscriptionsQueryKey,
    success: () => ({
      title: 'Subscription Blocked',
      description: 'User access has been restricted due to payment issues.',
    }),
    failure: 'Failed to block subscription',
  });
