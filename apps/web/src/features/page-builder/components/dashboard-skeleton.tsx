import { Skeleton } from '@/components/ui/skeleton';

/** The dashboard's shape while the pages load: four counters, the tab strip, three cards. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading the pages" className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-[6.5rem] rounded-card" />
        ))}
      </div>
      <Skeleton className="h-10 w-full max-w-xl" />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-56 rounded-card" />
        ))}
      </div>
    </div>
  );
}
