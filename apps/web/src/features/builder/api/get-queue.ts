import type { QueueSnapshot } from '@appforge/shared/contracts/builder';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const queueQueryKey = ['/api/queue'] as const;

/** GET /api/queue: the figures and the person's requests, until the socket's queue_stats replace them. */
export const queueQueryOptions = () => queryOptions<QueueSnapshot>({ queryKey: queueQueryKey });

export const useQueueSnapshot = () => useQuery(queueQueryOptions());
