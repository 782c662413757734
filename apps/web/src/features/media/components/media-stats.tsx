import type { MediaStats } from '@appforge/shared/contracts/media';
import { FileImage, FileVideo, HardDrive, TrendingDown } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { formatNumber } from '@/lib/format';
import { formatBytes } from '../lib/media-format';

// A span: the value sits inside the card's <p>.
const loadingValue = (
  <span className="inline-block h-7 w-16 animate-pulse rounded-control bg-surface-raised align-middle">
    <span className="sr-only">Loading</span>
  </span>
);

/** spec 02 §2: images, videos, storage used and bandwidth saved. */
export function MediaStatCards({ stats }: { stats: MediaStats | undefined }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        icon={FileImage}
        label="Images"
        value={stats ? formatNumber(stats.images) : loadingValue}
      />
      <StatCard
        icon={FileVideo}
        tint="success"
        label="Videos"
        value={stats ? formatNumber(stats.videos) : loadingValue}
      />
      <StatCard
        icon={HardDrive}
        tint="violet"
        label="Storage Used"
        value={stats ? formatBytes(stats.storageBytes) : loadingValue}
      />
      <StatCard
        icon={TrendingDown}
        tint="warning"
        label="Bandwidth Saved"
        value={stats ? formatBytes(stats.bandwidthSavedBytes) : loadingValue}
        sub="By optimized copies"
      />
    </div>
  );
}
