import { mediaFileResponseSchema, type MediaFile } from '@appforge/shared/contracts/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postMedia, refreshMedia } from './media-request';

export type OptimizeFormat = 'webp' | 'avif';

/** POST /api/media/{id}/optimize: a WebP or AVIF copy, the original kept. */
export const optimizeMediaFile = async (
  id: string,
  formats: OptimizeFormat[],
): Promise<MediaFile> =>
  (await postMedia(mediaFileResponseSchema, `${id}/optimize`, { formats })).file;

export function useOptimizeMediaFile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (format: OptimizeFormat) => optimizeMediaFile(id, [format]),
    onSettled: () => refreshMedia(queryClient),
  });
}
