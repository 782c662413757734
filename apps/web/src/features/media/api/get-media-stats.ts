import { mediaStatsSchema } from '@appforge/shared/contracts/media';
import { useQuery } from '@tanstack/react-query';
import { mediaStatsQueryKey, readMedia } from './media-request';

/** GET /api/media/stats: the stat cards and Analytics, computed from the stored files. */
export const useMediaStats = () =>
  useQuery({ queryKey: mediaStatsQueryKey, queryFn: () => readMedia(mediaStatsSchema, 'stats') });
