import type { MediaFile } from '@appforge/shared/contracts/media';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeFailure } from '@/lib/api-error';
import { makeThumbnail } from '../api/make-thumbnail';
import { refreshMedia } from '../api/media-request';
import { optimizeMediaFile } from '../api/optimize-media-file';
import { watermarkMediaFile } from '../api/watermark-media-file';
import {
  failedResult,
  processedResult,
  skippedResult,
  skipReasonOf,
  type ActionResult,
  type UploadAction,
} from '../lib/upload-actions';

function callFor(action: UploadAction, file: MediaFile, text: string): Promise<MediaFile> {
  if (action === 'optimize') return optimizeMediaFile(file.id, ['webp']);
  if (action === 'thumbnails') return makeThumbnail(file.id);
  return watermarkMediaFile(file.id, text);
}

export interface ActionRun {
  action: UploadAction;
  results: ActionResult[];
}

/**
 * Auto-Optimize (to WebP), Generate Thumbnails and Apply Watermark over the files of the last
 * upload, one file after another, each file's result kept to show.
 */
export function useUploadActions(files: readonly MediaFile[]) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<UploadAction | null>(null);
  const [run, setRun] = useState<ActionRun | null>(null);

  const start = async (action: UploadAction, text = '') => {
    if (running) return;
    setRunning(action);
    setRun({ action, results: [] });
    const results: ActionResult[] = [];
    for (const file of files) {
      const skip = skipReasonOf(action, file);
      try {
        results.push(
          skip
            ? skippedResult(file, skip)
            : processedResult(action, await callFor(action, file, text)),
        );
      } catch (error) {
        results.push(failedResult(file, describeFailure(error)));
      }
      setRun({ action, results: [...results] });
    }
    setRunning(null);
    await refreshMedia(queryClient);
  };

  return { running, run, start };
}
