import type { Admin } from '@appforge/shared/contracts/admin';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearAdminSession, readAdminToken, readAdminUser } from '../lib/admin-storage';

export interface AdminSession {
  token: string;
  admin: Admin | null;
  /** Forgets the token and the record and opens the login page (logout, or a 401). */
  signOut: () => void;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

/** The signed-in admin, for the components and api hooks below the dashboard page. */
export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession is used outside the admin dashboard');
  return session;
}

/** The session kept in local storage, or null when there is no token. */
export function useStoredAdminSession(): AdminSession | null {
  const navigate = useNavigate();
  const [token] = useState(readAdminToken);
  const [admin] = useState(readAdminUser);
  const signOut = useCallback(() => {
    clearAdminSession();
    void navigate('/admin/login', { replace: true });
  }, [navigate]);
  return useMemo(() => (token ? { token, admin, signOut } : null), [token, admin, signOut]);
}
