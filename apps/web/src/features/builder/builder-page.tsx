import { LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLE = 'App Builder';

/** The builder is full screen: no sidebar or header (spec 01 §2). */
export function BuilderPage() {
  useDocumentTitle(TITLE);
  return (
    <main className="mx-auto flex min-h-dvh max-w-[1400px] flex-col gap-6 p-4 md:p-6">
      <ComingSoon title={TITLE} />
      <div>
        <Button asChild variant="outline">
          <Link to="/categories">
            <LayoutGrid aria-hidden />
            Browse the other areas
          </Link>
        </Button>
      </div>
    </main>
  );
}
