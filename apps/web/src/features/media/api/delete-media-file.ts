import type { MediaFile } from '@appforge/shared/contracts/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { describeFailure } from '@/lib/api-error';
import { toast } from '@/lib/use-toast';
import { mediaUrl, refreshMedia } from './media-request';

/** DELETE /api/media/{id} (204): the file, its thumbnail and every processed copy. */
export function useDeleteMediaFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: MediaFile) => {
      await apiRequest('DELETE', mediaUrl(file.id));
    },
    onError: (error, file) =>
      toast({
        title: `Couldn't delete ${file.originalName}`,
        description: describeFailure(error),
        variant: 'destructive',
      }),
    onSettled: () => refreshMedia(queryClient),
  });
}
