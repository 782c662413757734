import type { Subscription } from '@appforge/shared/contracts/admin';
import { useAdminAction } from './admin-action';
import { subscriptionsQueryKey } from './list-subscriptions';

/** POST /api/admin/subscriptions/:id/remind: a payment reminder to a past_due subscriber. */
export const useRemindSubscription = () =>
  useAdminAction<Subscription>({
    name: 'remind-subscription',
    path: (id) => `subscriptions/${id}/remind`,
    listKey: subscriptionsQueryKey,
    success: (subscription) => ({
      title: 'Reminder Sent',
      description: `A payment reminder is recorded for ${subscription.userEmail}.`,
    }),
    failure: 'Failed to send reminder',
  });
