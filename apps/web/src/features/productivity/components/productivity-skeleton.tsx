import { Skeleton } from '@/components/ui/skeleton';

/** The four cards, the session card and the tabs while the profile loads. */
export function ProductivitySkeleton() {
  return (
    <div role="status" aria-label="Loading the profile" className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Skeleton className="h-32 rounded-card" />
        <Skeleton className="h-32 rounded-card" />
        <Skeleton className="h-32 rounded-card" />
        <Skeleton className="h-32 rounded-card" />
      </div>
      <Skeleton className="h-36 rounded-card" />
      <Skeleton className="h-10 w-full max-w-xl" />
      <Skeleton className="h-64 rounded-card" />
    </div>
  );
}
