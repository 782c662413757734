import { MAX_FILE_SIZE_LABEL, SUPPORTED_TYPES_LABEL } from '@appforge/shared/contracts/media';
import { UploadCloud } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { cn } from '@/lib/cn';
import { ACCEPTED_TYPES } from '../lib/file-checks';

export interface UploadDropZoneProps {
  busy: boolean;
  onFiles: (files: File[]) => void;
}

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * spec 02 §2 "Upload": a click-to-choose area for several files, which also takes files dropped
 * on it. The area is a button, so the keyboard opens the same chooser.
 */
export function UploadDropZone({ busy, onFiles }: UploadDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) onFiles([...event.dataTransfer.files]);
  };

  return (
    <>
      <button
        type="button"
        aria-describedby={hintId}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) input.current?.click();
        }}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex w-full flex-col items-center gap-3 rounded-card border-2 border-dashed border-border px-6 py-10 text-center transition-colors duration-150 ease-out hover:border-border-strong hover:bg-surface-raised/40 focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:outline-none',
          dragging && 'border-primary bg-cyan-500/10',
          busy && 'cursor-progress opacity-70',
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-cyan-500/15 text-cyan-300">
          <UploadCloud aria-hidden className="size-6" />
        </span>
        <span className="text-sm font-medium text-foreground">
          {dragging ? 'Drop the files to upload them' : 'Click to choose files, or drop them here'}
        </span>
        <span id={hintId} className="text-xs text-muted">
          Supported types: {SUPPORTED_TYPES_LABEL}. {MAX_FILE_SIZE_LABEL} maximum each.
        </span>
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_TYPES}
        aria-label="Files to upload"
        className="hidden"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Emptied, so choosing the same file again is a new choice.
          event.target.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}
