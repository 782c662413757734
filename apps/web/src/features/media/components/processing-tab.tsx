import type { MediaFile } from '@appforge/shared/contracts/media';
import { BatchOperations } from './batch-operations';
import { ImageOptimizationTool } from './image-optimization-tool';
import { VideoProcessingTool } from './video-processing-tool';

/** spec 02 §2 "Processing": image optimization, video processing and batch operations. */
export function ProcessingTab({ files }: { files: readonly MediaFile[] }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        <ImageOptimizationTool images={files.filter((file) => file.kind === 'image')} />
        <VideoProcessingTool videos={files.filter((file) => file.kind === 'video')} />
      </div>
      <div className="min-w-0">
        <BatchOperations />
      </div>
    </div>
  );
}
