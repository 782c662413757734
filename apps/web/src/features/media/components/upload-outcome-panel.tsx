import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { uploadOutcomeHeadline, type UploadOutcome } from '../lib/upload-outcome';

export interface UploadOutcomePanelProps {
  outcome: UploadOutcome | null;
  failure: string | null;
}

function tone(outcome: UploadOutcome | null, failure: string | null) {
  if (failure || outcome?.uploaded.length === 0) {
    return { Icon: XCircle, className: 'border-red-500/40 bg-red-500/10 text-red-200' };
  }
  if (outcome?.refused.length) {
    return { Icon: AlertTriangle, className: 'border-amber-500/40 bg-amber-500/10 text-amber-200' };
  }
  return {
    Icon: CheckCircle2,
    className: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-200',
  };
}

/** The last upload's result: what was stored, and each refused file by name with its reason. */
export function UploadOutcomePanel({ outcome, failure }: UploadOutcomePanelProps) {
  const { Icon, className } = tone(outcome, failure);
  const refused = outcome?.refused ?? [];
  return (
    <div role="status" aria-live="polite">
      {failure || outcome ? (
        <div className={cn('flex items-start gap-2 rounded-control border p-3 text-sm', className)}>
          <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div className="flex min-w-0 flex-col gap-1 break-words">
            {failure ? <p>Upload failed: {failure}</p> : null}
            {outcome ? (
              <p>
                {uploadOutcomeHeadline(outcome)}
                {refused.length ? ':' : ''}
              </p>
            ) : null}
            {refused.length ? (
              <ul aria-label="Refused files" className="flex flex-col gap-0.5">
                {refused.map((file, index) => (
                  <li key={`${index}-${file.originalName}`}>
                    <span className="font-mono">{file.originalName}</span> — {file.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
