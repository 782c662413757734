import type { MediaFile } from '@appforge/shared/contracts/media';
import { ImageOff } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { MediaCard } from './media-card';

/** spec 02 §2 "Gallery": the grid of uploaded files, or its empty state. */
export function GalleryTab({ files }: { files: readonly MediaFile[] }) {
  if (files.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={ImageOff}
          title="No files uploaded yet"
          description="Files you upload appear here with their thumbnails and processed copies."
        />
      </Card>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {files.map((file) => (
        <MediaCard key={file.id} file={file} />
      ))}
    </div>
  );
}
