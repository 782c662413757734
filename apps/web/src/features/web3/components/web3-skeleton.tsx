import { Skeleton } from '@/components/ui/skeleton';

/** The wallet card, the tabs and three network cards while the networks load. */
export function Web3Skeleton() {
  return (
    <div role="status" aria-label="Loading the networks" className="flex flex-col gap-6">
      <Skeleton className="h-48 rounded-card" />
      <Skeleton className="h-10 w-full max-w-md" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Skeleton className="h-44 rounded-card" />
        <Skeleton className="h-44 rounded-card" />
        <Skeleton className="h-44 rounded-card" />
      </div>
    </div>
  );
}
