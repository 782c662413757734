import { ComingSoon } from '@/components/ui/coming-soon';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLE = 'Page Builder Dashboard';

export function PageBuilderPage() {
  useDocumentTitle(TITLE);
  return <ComingSoon title={TITLE} />;
}
