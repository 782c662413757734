import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast, type ToastInput } from '@/lib/use-toast';
import { useAdminSession } from '../hooks/admin-session';
import { isUnauthorized, serverMessageOf } from '@/lib/api-error';
import { ADMIN_API, adminPost } from './admin-request';
import { overviewQueryKey } from './get-overview';

interface AdminActionConfig<TRow> {
  /** Names the mutation; with the ADMIN_API prefix a 401 signs out (use-admin-query-failures). */
  name: string;
  /** The path under /api/admin for the row's id, e.g. `subscriptions/<id>/block`. */
  path: (id: string) => string;
  body?: unknown;
  listKey: readonly unknown[];
  success: (row: TRow) => ToastInput;
  /** The toast's sentence when the call fails; the server's reason follows it. */
  failure: string;
}

/** After an action: the changed row at once, then fresh lists and cards from the server. */
function replaceRow<TRow extends { id: string }>(
  queryClient: QueryClient,
  listKey: readonly unknown[],
  row: TRow,
) {
  queryClient.setQueryData<TRow[]>(listKey, (rows) =>
    rows?.map((current) => (current.id === row.id ? row : current)),
  );
  void queryClient.invalidateQueries({ queryKey: listKey });
  void queryClient.invalidateQueries({ queryKey: overviewQueryKey });
}

/** One POST on one row (remind, block, assign, resolve…), with the spec's toasts (spec 02 §8). */
export function useAdminAction<TRow extends { id: string }>(config: AdminActionConfig<TRow>) {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [ADMIN_API, config.name],
    mutationFn: (id: string) => adminPost<TRow>(token, config.path(id), config.body),
    onSuccess: (row) => {
      replaceRow(queryClient, config.listKey, row);
      toast(config.success(row));
    },
    onError: (error) => {
      // The session handler signs out and opens the login page instead.
      if (isUnauthorized(error)) return;
      const reason = serverMessageOf(error);
      toast({
        title: 'Error',
        description: reason ? `${config.failure}. ${reason}` : config.failure,
        variant: 'destructive',
      });
    },
  });
}
