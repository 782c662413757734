import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export interface ToolCardProps {
  title: string;
  description: string;
  /** Shown in place of the content when there is nothing to work on. */
  empty?: string | null;
  children: ReactNode;
}

/** One group of the Processing tab's tools, a labelled region. */
export function ToolCard({ title, description, empty, children }: ToolCardProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{empty ? <p className="text-sm text-muted">{empty}</p> : children}</CardContent>
    </Card>
  );
}
