import { Navigate } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './components/admin-header';
import { AdminStatCards } from './components/admin-stat-cards';
import { DashboardTabs } from './components/dashboard-tabs';
import {
  AdminSessionContext,
  useStoredAdminSession,
  type AdminSession,
} from './hooks/admin-session';
import { useAdminFailures } from './hooks/use-admin-failures';

const TITLE = 'Admin Dashboard';

function Dashboard({ session }: { session: AdminSession }) {
  useAdminFailures(session.signOut);
  return (
    <AdminSessionContext value={session}>
      <div className="flex flex-col gap-6">
        <AdminHeader />
        <AdminStatCards />
        <DashboardTabs />
      </div>
    </AdminSessionContext>
  );
}

/** /admin/dashboard: only with a token (spec 02 §6 leaves the guard open; we guard it). */
export function AdminDashboardPage() {
  useDocumentTitle(TITLE);
  const session = useStoredAdminSession();
  if (!session) return <Navigate to="/admin/login" replace />;
  return <Dashboard session={session} />;
}
