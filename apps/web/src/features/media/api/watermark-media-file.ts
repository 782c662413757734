import { mediaFileResponseSchema, type MediaFile } from '@appforge/shared/contracts/media';
import { postMedia } from './media-request';

/** POST /api/media/{id}/watermark: a copy of the image with the text drawn on it. */
export const watermarkMediaFile = async (id: string, text: string): Promise<MediaFile> =>
  (await postMedia(mediaFileResponseSchema, `${id}/watermark`, { text })).file;
