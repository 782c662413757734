import { mediaFileResponseSchema, type MediaFile } from '@appforge/shared/contracts/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postMedia, refreshMedia } from './media-request';

/** POST /api/media/{id}/thumbnail: an image's thumbnail or a video's first frame, or why not. */
export const makeThumbnail = async (id: string): Promise<MediaFile> =>
  (await postMedia(mediaFileResponseSchema, `${id}/thumbnail`)).file;

export function useMakeThumbnail(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => makeThumbnail(id),
    onSettled: () => refreshMedia(queryClient),
  });
}
