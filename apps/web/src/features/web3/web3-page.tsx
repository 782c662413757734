import { ComingSoon } from '@/components/ui/coming-soon';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLE = 'Web3 Hub';

export function Web3Page() {
  useDocumentTitle(TITLE);
  return <ComingSoon title={TITLE} />;
}
