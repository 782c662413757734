import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { describeFailure } from '@/lib/api-error';

interface TableCardProps<T> {
  title: string;
  description: string;
  query: UseQueryResult<T[]>;
  /** What the card shows when the list is empty. */
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}

/** One tab's list: skeleton rows while loading, an inline error with Retry, its empty state, or the table. */
export function TableCard<T>({ title, description, query, empty, children }: TableCardProps<T>) {
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div
        role="status"
        aria-label={`Loading ${title.toLowerCase()}`}
        className="flex flex-col gap-3 p-5 pt-2"
      >
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-10" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="p-5 pt-2">
        <ErrorState
          title={`Couldn't load ${title.toLowerCase()}`}
          error={new Error(describeFailure(query.error))}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  } else {
    body = query.data.length ? children(query.data) : empty;
  }
  return (
    <Card className="overflow-hidden">
      <CardHeader className="border-b border-border">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {body}
    </Card>
  );
}
