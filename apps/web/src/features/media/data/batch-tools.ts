import type { BatchKind } from '@appforge/shared/contracts/media';
import { Archive, ImageDown, Images, Stamp, type LucideIcon } from 'lucide-react';

export interface BatchTool {
  /** spec 02 §2 "Processing": the button's text. */
  label: string;
  description: string;
  icon: LucideIcon;
}

export const BATCH_TOOLS: Record<BatchKind, BatchTool> = {
  optimize: {
    label: 'Optimize All Images',
    description: 'A WebP copy of every image; the originals are kept.',
    icon: ImageDown,
  },
  thumbnails: {
    label: 'Generate All Thumbnails',
    description: 'Thumbnails for every image and the first frame of every video.',
    icon: Images,
  },
  watermark: {
    label: 'Apply Watermarks',
    description: 'A copy of every image with the watermark text above drawn on it.',
    icon: Stamp,
  },
  archive: {
    label: 'Export Archive',
    description: 'Every original file in one zip to download.',
    icon: Archive,
  },
};
