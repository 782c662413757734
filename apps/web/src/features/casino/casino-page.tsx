import { ComingSoon } from '@/components/ui/coming-soon';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLE = 'Casino Game Laboratory';

export function CasinoPage() {
  useDocumentTitle(TITLE);
  return <ComingSoon title={TITLE} />;
}
