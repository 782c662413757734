import { ComingSoon } from '@/components/ui/coming-soon';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLE = 'Media Center';

export function MediaPage() {
  useDocumentTitle(TITLE);
  return <ComingSoon title={TITLE} />;
}
