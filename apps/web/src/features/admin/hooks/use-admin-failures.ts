import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/lib/use-toast';
import { ADMIN_API } from '../api/admin-request';
import { isUnauthorized } from '@/lib/api-error';

const isAdminKey = (key: readonly unknown[] | undefined) => key?.[0] === ADMIN_API;

/**
 * One place for what every admin call shares: a 401 (token expired, revoked, or the server
 * restarted with other credentials) signs out; any other failed read shows spec 02 §8's toast
 * beside the tab's inline ErrorState.
 */
export function useAdminFailures(signOut: () => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (!isAdminKey(event.query.queryKey)) return;
      if (isUnauthorized(event.action.error)) signOut();
      else
        toast({ title: 'Error', description: 'Failed to load admin data', variant: 'destructive' });
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (isAdminKey(event.mutation.options.mutationKey) && isUnauthorized(event.action.error))
        signOut();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, signOut]);
}
