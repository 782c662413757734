import type { MediaFile } from '@appforge/shared/contracts/media';
import { Download, ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatKb } from '../lib/media-format';
import { DeleteFileDialog } from './delete-file-dialog';
import { MediaPreview } from './media-preview';
import { VariantList } from './variant-list';

const KIND_TONES = { image: 'primary', video: 'success', document: 'warning' } as const;
const iconLink = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8');

/** One gallery file: preview, name, size in KB, kind, its copies, and open, download, delete. */
export function MediaCard({ file }: { file: MediaFile }) {
  return (
    <Card className="flex flex-col overflow-hidden">
      <article aria-label={file.originalName} className="flex flex-1 flex-col">
        <MediaPreview file={file} className="aspect-video w-full border-b border-border" />
        <div className="flex flex-1 flex-col gap-2 p-3">
          <div className="flex items-start justify-between gap-2">
            <h3
              className="min-w-0 truncate font-mono text-sm text-foreground"
              title={file.originalName}
            >
              {file.originalName}
            </h3>
            <Badge tone={KIND_TONES[file.kind]} className="capitalize">
              {file.kind}
            </Badge>
          </div>
          <p className="text-xs text-muted tabular-nums">{formatKb(file.size)}</p>
          {file.thumbnailStatus === 'unavailable' && file.thumbnailNote ? (
            <p className="text-xs text-amber-300">{file.thumbnailNote}</p>
          ) : null}
          <VariantList file={file} />
          <div className="mt-auto flex justify-end gap-1 pt-1">
            <a
              href={file.url}
              target="_blank"
              rel="noreferrer"
              className={iconLink}
              aria-label={`Open ${file.originalName}`}
              title="Open in a new tab"
            >
              <ExternalLink aria-hidden />
            </a>
            <a
              href={`${file.url}?download=1`}
              download={file.originalName}
              className={iconLink}
              aria-label={`Download ${file.originalName}`}
              title="Download"
            >
              <Download aria-hidden />
            </a>
            <DeleteFileDialog file={file} />
          </div>
        </div>
      </article>
    </Card>
  );
}
