import {
  ADMIN_DEFAULT_NAME,
  adminLoginResponseSchema,
  type AdminLoginBody,
} from '@appforge/shared/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { saveAdminSession } from '../lib/admin-storage';
import { ADMIN_API } from './admin-request';

/**
 * POST /api/admin/login. On success (spec 02 §4, §8): keep the token and the record, greet, and
 * open the dashboard. The page shows a failure in its banner (lib/admin-errors).
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (body: AdminLoginBody) =>
      adminLoginResponseSchema.parse(
        await (await apiRequest('POST', '/api/admin/login', body)).json(),
      ),
    onSuccess: ({ token, admin }) => {
      saveAdminSession(token, admin);
      // Another admin's figures, read before a logout, must not show under this login.
      queryClient.removeQueries({ queryKey: [ADMIN_API] });
      toast({
        title: 'Login Successful',
        description: `Welcome back, ${admin.name || ADMIN_DEFAULT_NAME}!`,
      });
      void navigate('/admin/dashboard');
    },
  });
}
