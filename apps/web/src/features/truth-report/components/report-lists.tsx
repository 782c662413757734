import type { TruthReport } from '@appforge/shared/contracts/truth-report';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { screenDiffText } from '../lib/gate-lists';

/** A titled list inside a gate; says so when it is empty rather than showing nothing. */
export function DetailList({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-xs font-medium tracking-wide text-muted uppercase">{title}</h4>
      {children.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul
          aria-label={title}
          className="flex flex-col divide-y divide-border rounded-control border border-border"
        >
          {children}
        </ul>
      )}
    </div>
  );
}

/** A row of a DetailList: a pass or fail mark, the text, and an optional badge at the right. */
export function DetailRow({
  ok,
  children,
  badge,
}: {
  ok?: boolean | null;
  children: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <li className="flex items-start gap-2 px-3 py-2 text-sm">
      {ok === true ? (
        <CheckCircle2 aria-label="passed" className="mt-0.5 size-4 shrink-0 text-emerald-400" />
      ) : ok === false ? (
        <XCircle aria-label="failed" className="mt-0.5 size-4 shrink-0 text-red-400" />
      ) : null}
      <div className="min-w-0 flex-1 break-words">{children}</div>
      {badge ? <div className="shrink-0">{badge}</div> : null}
    </li>
  );
}

const PLATFORMS = { ios: 'iOS', android: 'Android' } as const;

/** Each screen's change against the previous report's screenshot. */
export function ScreenDiffList({ gate }: { gate: TruthReport['visualRegression'] }) {
  return (
    <DetailList title="Screens" empty="No screen was rendered.">
      {gate.screens.map((screen) => (
        <DetailRow
          key={`${screen.platform}-${screen.screen}`}
          badge={<Badge tone="outline">{PLATFORMS[screen.platform]}</Badge>}
        >
          <span className="text-foreground">{screen.screen}</span>
          <span className="text-muted"> · {screenDiffText(screen.diffRatio)}</span>
        </DetailRow>
      ))}
    </DetailList>
  );
}

export function ReleaseNoteList({ gate }: { gate: TruthReport['storeAutomation'] }) {
  return (
    <DetailList title="Release notes" empty="No release notes were written.">
      {gate.releaseNotes.map((note) => (
        <DetailRow key={note}>{note}</DetailRow>
      ))}
    </DetailList>
  );
}
