import type { MediaFile } from '@appforge/shared/contracts/media';
import { cn } from '@/lib/cn';
import { FILE_TYPE_ICONS, fileTypeIconOf } from '../lib/file-icon';

export interface MediaPreviewProps {
  file: MediaFile;
  className?: string;
}

/** The file's thumbnail, or the icon of its type (spec 02 §2 "Gallery") when it has none. */
export function MediaPreview({ file, className }: MediaPreviewProps) {
  const Icon = FILE_TYPE_ICONS[fileTypeIconOf(file.mimeType)];
  return (
    <div
      className={cn(
        'flex items-center justify-center overflow-hidden bg-surface-raised text-muted',
        className,
      )}
    >
      {file.thumbnailUrl ? (
        <img
          src={file.thumbnailUrl}
          alt={file.originalName}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <Icon aria-label={`${file.kind} file`} role="img" className="size-10" />
      )}
    </div>
  );
}
