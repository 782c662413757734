import { ComingSoon } from '@/components/ui/coming-soon';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLE = 'AI Development Dashboard';

export function AiPage() {
  useDocumentTitle(TITLE);
  return <ComingSoon title={TITLE} />;
}
