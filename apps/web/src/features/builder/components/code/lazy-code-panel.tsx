import type { Project } from '@appforge/shared/contracts/builder';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// The highlighter and the diff load with the code view, not with the workspace.
const CodePanel = lazy(() =>
  import('./code-panel').then((module) => ({ default: module.CodePanel })),
);

export function LazyCodePanel({ project }: { project: Project | undefined }) {
  return (
    <Suspense fallback={<Skeleton className="h-64 w-full" aria-label="Loading the code view" />}>
      <CodePanel project={project} />
    </Suspense>
  );
}
