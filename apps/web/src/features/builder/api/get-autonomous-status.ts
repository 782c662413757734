import type { AutonomousStatus } from '@appforge/shared/contracts/builder';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/autonomous/status (spec 01 §7). */
export const autonomousStatusQueryOptions = () =>
  queryOptions<AutonomousStatus>({ queryKey: ['/api/autonomous/status'] });

export const useAutonomousStatus = () => useQuery(autonomousStatusQueryOptions());
