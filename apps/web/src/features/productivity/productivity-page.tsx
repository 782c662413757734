import { ComingSoon } from '@/components/ui/coming-soon';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLE = 'Developer Productivity Tracker';

export function ProductivityPage() {
  useDocumentTitle(TITLE);
  return <ComingSoon title={TITLE} />;
}
