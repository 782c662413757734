import { ComingSoon } from '@/components/ui/coming-soon';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLE = 'Admin Dashboard';

export function AdminDashboardPage() {
  useDocumentTitle(TITLE);
  return <ComingSoon title={TITLE} />;
}
