import type { MediaFile } from '@appforge/shared/contracts/media';
import { Film } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { describeFailure } from '@/lib/api-error';
import { useMakeThumbnail } from '../api/make-thumbnail';
import { MediaPreview } from './media-preview';
import { ToolCard } from './tool-card';

function VideoRow({ file }: { file: MediaFile }) {
  const thumbnail = useMakeThumbnail(file.id);
  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-3">
        <MediaPreview file={file} className="h-12 w-20 shrink-0 rounded-md" />
        <span className="min-w-0 flex-1 truncate font-mono text-sm" title={file.originalName}>
          {file.originalName}
        </span>
        <BusyButton
          size="sm"
          variant="secondary"
          icon={Film}
          busy={thumbnail.isPending}
          busyLabel="Generating..."
          aria-label={`Generate a thumbnail for ${file.originalName}`}
          onClick={() => thumbnail.mutate()}
        >
          {file.thumbnailStatus === 'ready' ? 'Make again' : 'Generate thumbnail'}
        </BusyButton>
      </div>
      {file.thumbnailStatus === 'unavailable' ? (
        <p className="text-xs text-amber-300">
          {file.thumbnailNote ?? 'A thumbnail cannot be made for this video here.'}
        </p>
      ) : null}
      {thumbnail.isError ? (
        <p role="alert" className="text-xs text-red-300">
          {describeFailure(thumbnail.error)}
        </p>
      ) : null}
    </li>
  );
}

/** spec 02 §2 "Processing": video processing, a thumbnail from each video's first frame. */
export function VideoProcessingTool({ videos }: { videos: readonly MediaFile[] }) {
  return (
    <ToolCard
      title="Video processing"
      description="A thumbnail from the first frame of a video."
      empty={videos.length === 0 ? 'Upload an MP4 or WebM video to make its thumbnail.' : null}
    >
      <ul aria-label="Videos">
        {videos.map((file) => (
          <VideoRow key={file.id} file={file} />
        ))}
      </ul>
    </ToolCard>
  );
}
