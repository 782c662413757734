import type { MediaFile } from '@appforge/shared/contracts/media';
import { formatNumber } from '@/lib/format';

export interface RefusedFile {
  originalName: string;
  reason: string;
}

/** What one upload ended with: the files stored, and every file refused (by the browser or the server). */
export interface UploadOutcome {
  uploaded: MediaFile[];
  refused: RefusedFile[];
}

const files = (count: number) => `${formatNumber(count)} ${count === 1 ? 'file' : 'files'}`;

/** "2 files uploaded, 1 refused": a partial success said plainly, the refused files listed after. */
export function uploadOutcomeHeadline({ uploaded, refused }: UploadOutcome): string {
  const stored = uploaded.length ? `${files(uploaded.length)} uploaded` : 'No files uploaded';
  return refused.length ? `${stored}, ${formatNumber(refused.length)} refused` : stored;
}
