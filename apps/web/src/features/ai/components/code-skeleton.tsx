import { Skeleton } from '@/components/ui/skeleton';

const LINE_WIDTHS = ['w-2/5', 'w-4/5', 'w-3/5', 'w-11/12', 'w-1/2', 'w-3/4', 'w-1/3'];

/** Shaped like a file card while an answer is on its way. */
export function CodeSkeleton() {
  return (
    <div className="flex flex-col gap-2" role="status" aria-label="Generating">
      <Skeleton className="h-8 w-1/2" />
      <div className="flex flex-col gap-2 rounded-control border border-border bg-slate-950 p-4">
        {LINE_WIDTHS.map((width, index) => (
          <Skeleton key={index} className={`h-3 ${width}`} />
        ))}
      </div>
    </div>
  );
}
