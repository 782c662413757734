import { ComingSoon } from '@/components/ui/coming-soon';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLE = 'Universal App Builder';

export function CategoriesPage() {
  useDocumentTitle(TITLE);
  return <ComingSoon title={TITLE} />;
}
