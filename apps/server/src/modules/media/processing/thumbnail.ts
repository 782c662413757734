import type { MediaMimeType } from '@appforge/shared/contracts/media';
import { MEDIA_KIND_OF } from '@appforge/shared/contracts/media';
import sharp from 'sharp';
import { ffmpegUnavailableReason, firstVideoFrame, type FfmpegOptions } from './ffmpeg';

/** The gallery's thumbnails fit inside this box (never enlarged). */
export const THUMBNAIL_BOX_PX = 320;
const THUMBNAIL_WEBP_QUALITY = 75;

export type Thumbnail =
  { body: Buffer; mimeType: 'image/webp'; width: number; height: number } | { unavailable: string };

export const PDF_THUMBNAIL_NOTE = 'No preview is made for PDF documents.';

async function webpThumbnail(image: Buffer): Promise<Thumbnail> {
  // One frame only: a GIF's first frame, a PDF or video never reaches here.
  const { data, info } = await sharp(image, { animated: false })
    .rotate()
    .resize(THUMBNAIL_BOX_PX, THUMBNAIL_BOX_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: THUMBNAIL_WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { body: data, mimeType: 'image/webp', width: info.width, height: info.height };
}

async function videoThumbnail(video: Buffer, options: FfmpegOptions): Promise<Thumbnail> {
  const missing = await ffmpegUnavailableReason(options);
  if (missing) {
    return { unavailable: `Video thumbnails need ffmpeg, which could not run here: ${missing}` };
  }
  let frame: Buffer;
  try {
    frame = await firstVideoFrame(video, options);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { unavailable: `The first frame of this video could not be read: ${reason}` };
  }
  return webpThumbnail(frame);
}

/**
 * A WebP thumbnail inside 320×320: images as shown (EXIF orientation, a GIF's first frame),
 * videos from their first frame with ffmpeg. What cannot have one says why instead.
 */
export async function makeThumbnail(
  input: Buffer,
  mimeType: MediaMimeType,
  options: FfmpegOptions = {},
): Promise<Thumbnail> {
  const kind = MEDIA_KIND_OF[mimeType];
  if (kind === 'document') return { unavailable: PDF_THUMBNAIL_NOTE };
  if (kind === 'video') return videoThumbnail(input, options);
  try {
    return await webpThumbnail(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { unavailable: `This image could not be read: ${reason}` };
  }
}
