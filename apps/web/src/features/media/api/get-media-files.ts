import { mediaListResponseSchema } from '@appforge/shared/contracts/media';
import { useQuery } from '@tanstack/react-query';
import { mediaFilesQueryKey, readMedia } from './media-request';

/** GET /api/media: the caller's files, newest first. */
export const useMediaFiles = () =>
  useQuery({
    queryKey: mediaFilesQueryKey,
    queryFn: async () => (await readMedia(mediaListResponseSchema)).files,
  });
