import type { GateStatus } from '@appforge/shared/contracts/truth-report';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { GateStatusBadge } from './status-badges';

export interface GateCardProps {
  title: string;
  gate: { status: GateStatus; summary: string };
  children: ReactNode;
}

/** One gate as a card: its name and status, its summary, then what it measured. */
export function GateCard({ title, gate, children }: GateCardProps) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{title}</CardTitle>
          <GateStatusBadge status={gate.status} />
        </div>
        <CardDescription>{gate.summary}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}
