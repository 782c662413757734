import { ComingSoon } from '@/components/ui/coming-soon';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLE = 'Truth Report Dashboard';

export function TruthReportPage() {
  useDocumentTitle(TITLE);
  return <ComingSoon title={TITLE} />;
}
