import type { MediaFile } from '@appforge/shared/contracts/media';
import { ImageDown } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { describeFailure } from '@/lib/api-error';
import { useOptimizeMediaFile, type OptimizeFormat } from '../api/optimize-media-file';
import { ToolCard } from './tool-card';
import { VariantList } from './variant-list';

const FORMATS = [
  { value: 'webp', label: 'WebP' },
  { value: 'avif', label: 'AVIF' },
] as const;

function ImageRow({ file }: { file: MediaFile }) {
  const [format, setFormat] = useState<OptimizeFormat>('webp');
  const optimize = useOptimizeMediaFile(file.id);
  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 truncate font-mono text-sm" title={file.originalName}>
          {file.originalName}
        </span>
        <SegmentedControl
          label={`Format for ${file.originalName}`}
          value={format}
          options={FORMATS}
          onChange={setFormat}
        />
        <BusyButton
          size="sm"
          icon={ImageDown}
          busy={optimize.isPending}
          busyLabel="Optimizing..."
          aria-label={`Optimize ${file.originalName}`}
          onClick={() => optimize.mutate(format)}
        >
          Optimize
        </BusyButton>
      </div>
      {optimize.isError ? (
        <p role="alert" className="text-xs text-red-300">
          {describeFailure(optimize.error)}
        </p>
      ) : null}
      <VariantList file={file} />
    </li>
  );
}

/** spec 02 §2 "Processing": image optimization, each image to WebP or AVIF. */
export function ImageOptimizationTool({ images }: { images: readonly MediaFile[] }) {
  return (
    <ToolCard
      title="Image optimization"
      description="A smaller WebP or AVIF copy of an image; the original is kept."
      empty={images.length === 0 ? 'Upload an image to optimize it.' : null}
    >
      <ul aria-label="Images to optimize">
        {images.map((file) => (
          <ImageRow key={file.id} file={file} />
        ))}
      </ul>
    </ToolCard>
  );
}
