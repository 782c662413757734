import type { Project } from '@appforge/shared/contracts/builder';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// The diagram library and its layout load with the Database tab, not with the workspace.
const DataModelPanel = lazy(() =>
  import('./data-model-panel').then((module) => ({ default: module.DataModelPanel })),
);

export function LazyDataModelPanel({ project }: { project: Project | undefined }) {
  return (
    <Suspense
      fallback={<Skeleton className="h-72 w-full" aria-label="Loading the data model view" />}
    >
      <DataModelPanel project={project} />
    </Suspense>
  );
}
