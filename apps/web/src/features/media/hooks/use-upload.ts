import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { describeFailure } from '@/lib/api-error';
import { refreshMedia } from '../api/media-request';
import { uploadMediaFiles } from '../api/upload-media';
import { checkFiles } from '../lib/file-checks';
import { createUploadProgress, type UploadProgress } from '../lib/upload-progress';
import type { UploadOutcome } from '../lib/upload-outcome';

/**
 * Chosen or dropped files: checked in the browser, sent with real progress, and the outcome kept
 * (the files stored, every file refused) so the Upload tab's buttons can act on that upload.
 */
export function useUpload() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const bar = useRef<UploadProgress | null>(null);

  useEffect(() => {
    const created = createUploadProgress(setProgress);
    bar.current = created;
    return () => created.dispose();
  }, []);

  const upload = async (files: readonly File[]) => {
    if (uploading || files.length === 0) return;
    const { accepted, refused } = checkFiles(files);
    setFailure(null);
    if (accepted.length === 0) {
      setOutcome({ uploaded: [], refused });
      return;
    }
    setUploading(true);
    bar.current?.start();
    try {
      const answer = await uploadMediaFiles(accepted, (fraction) => bar.current?.sent(fraction));
      bar.current?.finish(answer.success);
      // spec 02 §8: an upload whose success is not true is logged; the outcome names each refusal.
      if (!answer.success) console.error('Upload not fully successful', answer.rejected);
      setOutcome({ uploaded: answer.files, refused: [...refused, ...answer.rejected] });
      if (answer.files.length > 0) void refreshMedia(queryClient);
    } catch (error) {
      bar.current?.finish(false);
      console.error('Upload failed', error);
      setFailure(describeFailure(error));
      setOutcome(refused.length > 0 ? { uploaded: [], refused } : null);
    } finally {
      setUploading(false);
    }
  };

  return { progress, uploading, outcome, failure, upload };
}
