import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <Card>
      <EmptyState
        icon={FileQuestion}
        titleAs="h1"
        title="Page Not Found"
        description="Did you forget to add the page to the router?"
        action={
          <Button asChild variant="outline">
            <Link to="/">Go to the App Builder</Link>
          </Button>
        }
      />
    </Card>
  );
}
