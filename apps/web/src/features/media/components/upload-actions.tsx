import type { MediaFile } from '@appforge/shared/contracts/media';
import { ImageDown, Images, Stamp } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { cn } from '@/lib/cn';
import { useUploadActions } from '../hooks/use-upload-actions';
import { UPLOAD_ACTIONS, type ActionResult } from '../lib/upload-actions';
import { WatermarkDialog } from './watermark-dialog';

const TONES: Record<ActionResult['tone'], string> = {
  success: 'text-emerald-300',
  warning: 'text-amber-300',
  destructive: 'text-red-300',
};

export interface UploadActionsProps {
  /** The files the last upload stored. */
  files: readonly MediaFile[];
}

/** spec 02 §2 "Upload": Auto-Optimize, Generate Thumbnails and Apply Watermark on the last upload. */
export function UploadActions({ files }: UploadActionsProps) {
  const { running, run, start } = useUploadActions(files);
  const none = files.length === 0;
  const busy = running !== null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <BusyButton
          variant="secondary"
          icon={ImageDown}
          busy={running === 'optimize'}
          busyLabel="Optimizing..."
          disabled={none || busy}
          onClick={() => void start('optimize')}
        >
          {UPLOAD_ACTIONS.optimize}
        </BusyButton>
        <BusyButton
          variant="secondary"
          icon={Images}
          busy={running === 'thumbnails'}
          busyLabel="Generating..."
          disabled={none || busy}
          onClick={() => void start('thumbnails')}
        >
          {UPLOAD_ACTIONS.thumbnails}
        </BusyButton>
        <WatermarkDialog
          description="The text is drawn on a copy of each image of your last upload; the originals are kept."
          onApply={(text) => void start('watermark', text)}
          trigger={
            <BusyButton
              variant="secondary"
              icon={Stamp}
              busy={running === 'watermark'}
              busyLabel="Applying..."
              disabled={none || busy}
            >
              {UPLOAD_ACTIONS.watermark}
            </BusyButton>
          }
        />
      </div>
      <p className="text-xs text-muted">
        {none
          ? 'These act on the files of your next upload.'
          : `These act on the ${files.length === 1 ? 'file' : `${files.length} files`} of your last upload.`}
      </p>
      {run ? (
        <section aria-label={`${UPLOAD_ACTIONS[run.action]} results`} aria-live="polite">
          <ul className="flex flex-col gap-1 text-sm">
            {run.results.map((item) => (
              <li key={item.fileId} className="flex flex-wrap gap-x-2">
                <span className="font-mono text-foreground">{item.originalName}</span>
                <span className={cn(TONES[item.tone])}>{item.text}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
