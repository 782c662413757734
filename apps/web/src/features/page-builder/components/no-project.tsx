import { Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

/** The caller has no project: pages are written from an app described in the builder. */
export function NoProject() {
  return (
    <Card>
      <EmptyState
        icon={Wand2}
        title="No project yet"
        description="The pages are written from an app you describe in the builder. Describe your app first, then come back to build its marketing site."
        action={
          <Button asChild>
            <Link to="/">Describe an app</Link>
          </Button>
        }
      />
    </Card>
  );
}
