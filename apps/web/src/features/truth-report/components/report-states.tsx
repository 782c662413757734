import { FileSearch, Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';

/** What a tab that reads the latest report says before there is one. */
export const NO_REPORT_TEXT =
  'No report yet for this project — Generate Report runs every gate on its latest version.';

/** The caller has no project, or the project has no app yet: reports are run on a generated app. */
export function NoApp({ title, description }: { title: string; description: string }) {
  return (
    <Card>
      <EmptyState
        icon={Wand2}
        title={title}
        description={description}
        action={
          <Button asChild>
            <Link to="/">Open the builder</Link>
          </Button>
        }
      />
    </Card>
  );
}

export function NoReport() {
  return (
    <Card>
      <EmptyState icon={FileSearch} title="No report yet" description={NO_REPORT_TEXT} />
    </Card>
  );
}

/** The dashboard's shape while the latest report loads: the report card, then the tab strip. */
export function ReportSkeleton() {
  return (
    <div role="status" aria-label="Loading the report" className="flex flex-col gap-6">
      <Skeleton className="h-16 rounded-card" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-[6.5rem] rounded-card" />
        ))}
      </div>
      <Skeleton className="h-10 w-full max-w-2xl" />
      <Skeleton className="h-64 rounded-card" />
    </div>
  );
}

/** A tab's placeholder while its own data loads. */
export function TabSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-32 rounded-card" />
      ))}
    </div>
  );
}
