import { Hammer } from 'lucide-react';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/** What an area shows until it is built: its title and an honest "Coming soon". */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} />
      <Card>
        <EmptyState
          icon={Hammer}
          title="Coming soon"
          description={`${title} is not available yet. Every other area stays usable in the meantime.`}
        />
      </Card>
    </div>
  );
}
