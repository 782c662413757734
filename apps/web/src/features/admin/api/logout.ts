import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bearer } from './admin-request';

/**
 * POST /api/admin/logout (204 or 200) ends the token on the server. Its failure is ignored: the
 * browser forgets the token either way (spec 02 §4), which the caller does in onSettled.
 */
export function useAdminLogout(token: string, onSettled: () => void) {
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/admin/logout', undefined, { headers: bearer(token) });
    },
    onSettled,
  });
}
