import type { MediaFile } from '@appforge/shared/contracts/media';
import { formatKb, savingsText } from './media-format';

/** spec 02 §2 "Upload": the three buttons, acting on the files of the last upload. */
export const UPLOAD_ACTIONS = {
  optimize: 'Auto-Optimize',
  thumbnails: 'Generate Thumbnails',
  watermark: 'Apply Watermark',
} as const;
export type UploadAction = keyof typeof UPLOAD_ACTIONS;

export interface ActionResult {
  fileId: string;
  originalName: string;
  tone: 'success' | 'warning' | 'destructive';
  text: string;
}

const result = (file: MediaFile, tone: ActionResult['tone'], text: string): ActionResult => ({
  fileId: file.id,
  originalName: file.originalName,
  tone,
  text,
});

/** Why the action does not apply to this file, or null: optimizing and watermarks are for images. */
export function skipReasonOf(action: UploadAction, file: MediaFile): string | null {
  if (action === 'thumbnails' || file.kind === 'image') return null;
  return action === 'optimize'
    ? 'Skipped: only images are optimized'
    : 'Skipped: only images take a watermark';
}

export const skippedResult = (file: MediaFile, reason: string) => result(file, 'warning', reason);
export const failedResult = (file: MediaFile, reason: string) =>
  result(file, 'destructive', `Failed: ${reason}`);

/** What the server's answer shows the action did to the file. */
export function processedResult(action: UploadAction, file: MediaFile): ActionResult {
  if (action === 'thumbnails') {
    if (file.thumbnailStatus === 'ready') return result(file, 'success', 'Thumbnail ready');
    return result(file, 'warning', file.thumbnailNote ?? 'No thumbnail is made for this type');
  }
  const kind = action === 'optimize' ? 'webp' : 'watermarked';
  const variant = file.variants.find((item) => item.kind === kind);
  if (!variant) return result(file, 'warning', 'No copy was made');
  if (action === 'watermark')
    return result(file, 'success', `Watermarked copy, ${formatKb(variant.size)}`);
  return result(
    file,
    'success',
    `WebP copy, ${formatKb(variant.size)} (${savingsText(file.size, variant.size)})`,
  );
}
