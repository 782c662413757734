import { ComingSoon } from '@/components/ui/coming-soon';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLE = 'Admin Login';

export function AdminLoginPage() {
  useDocumentTitle(TITLE);
  return <ComingSoon title={TITLE} />;
}
