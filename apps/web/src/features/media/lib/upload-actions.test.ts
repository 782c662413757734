import { describe, expect, it } from 'vitest';
import { aMediaFile } from '../testing/media-fixtures';
import { processedResult, skipReasonOf } from './upload-actions';

const variant = (kind: 'webp' | 'watermarked', size: number) => ({
  kind,
  mimeType: 'image/webp',
  size,
  url: `/api/media/x/variants/${kind}`,
  createdAt: new Date().toISOString(),
});

describe('upload actions', () => {
  it('optimizes and watermarks images only; thumbnails are asked for every file', () => {
    const video = aMediaFile({ mimeType: 'video/mp4', originalName: 'clip.mp4' });
    expect(skipReasonOf('optimize', video)).toBe('Skipped: only images are optimized');
    expect(skipReasonOf('watermark', video)).toBe('Skipped: only images take a watermark');
    expect(skipReasonOf('thumbnails', video)).toBeNull();
    expect(skipReasonOf('optimize', aMediaFile())).toBeNull();
  });

  it('reports the WebP copy with its size and saving', () => {
    const file = aMediaFile({ size: 20_480, variants: [variant('webp', 5_120)] });
    expect(processedResult('optimize', file)).toMatchObject({
      tone: 'success',
      text: 'WebP copy, 5 KB (saves 75%)',
    });
    expect(processedResult('watermark', file)).toMatchObject({
      tone: 'warning',
      text: 'No copy was made',
    });
  });

  it("reports a thumbnail, or the server's reason it cannot be made", () => {
    expect(processedResult('thumbnails', aMediaFile()).text).toBe('Thumbnail ready');
    const video = aMediaFile({
      mimeType: 'video/webm',
      thumbnailStatus: 'unavailable',
      thumbnailNote: 'Video thumbnails are unavailable: ffmpeg could not run.',
    });
    expect(processedResult('thumbnails', video)).toMatchObject({
      tone: 'warning',
      text: 'Video thumbnails are unavailable: ffmpeg could not run.',
    });
  });
});
