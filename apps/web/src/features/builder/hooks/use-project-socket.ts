import type { Priority } from '@appforge/shared/contracts/builder';
import type { Project } from '@appforge/shared/contracts/builder';
import type { ServerEvent } from '@appforge/shared/realtime-events';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { realtimeUrl } from '@/lib/realtime';
import { useRealtime } from '@/lib/use-realtime';
import { toast } from '@/lib/use-toast';
import { projectQueryKey, refreshProject } from '../api/get-project';
import { queueQueryKey } from '../api/get-queue';
import { messagesQueryKey } from '../api/list-messages';
import { INITIAL_LIVE_STATE, reduceLiveEvent, type LiveState } from './live-events';

/** spec 01 §8: the toasts of live events, and the caches an event makes stale. */
function applySideEffects(event: ServerEvent, projectId: string, queryClient: QueryClient) {
  switch (event.type) {
    case 'chat_message':
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey(projectId) });
      break;
    case 'prompt_enqueued':
      toast({
        title: 'Request queued',
        description: `Your request is #${event.data.position} in queue`,
      });
      break;
    case 'prompt_processing':
      toast({ title: 'Processing started', description: 'Your request is now being processed' });
      break;
    case 'code_update':
      queryClient.setQueryData<Project>(projectQueryKey(projectId), (project) =>
        project ? { ...project, generatedCode: event.data } : project,
      );
      break;
    case 'prompt_completed':
      toast({
        title: 'Request completed',
        description: 'Your code has been generated successfully',
      });
      void refreshProject(queryClient, projectId);
      break;
    case 'prompt_failed':
      toast({
        title: 'Request failed',
        description: event.data.error || 'Failed to process your request',
        variant: 'destructive',
      });
      break;
    case 'queue_stats':
      queryClient.setQueryData(queueQueryKey, event.data);
      break;
    case 'error':
      toast({
        title: 'Request failed',
        description: event.data.message || 'Failed to process your request',
        variant: 'destructive',
      });
      break;
    default:
      break;
  }
}

/**
 * The live connection of spec 01 §4/§7: open only while a project is selected, closed when it
 * changes or the workspace unmounts, reconnecting with backoff after a drop (lib/realtime.ts).
 * Only envelopes for the current project count.
 */
export function useProjectSocket(projectId: string | null) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<{ projectId: string | null; state: LiveState }>({
    projectId,
    state: INITIAL_LIVE_STATE,
  });
  const url = projectId ? realtimeUrl({ projectId }) : null;

  const { status: connection, send } = useRealtime(url, {
    onOpen: () => {
      if (!projectId) return;
      // Events may have been missed while away (a generation's end among them): start the live
      // state afresh, so the input is not left disabled, and read the current state again.
      setLive({ projectId, state: INITIAL_LIVE_STATE });
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey(projectId) });
      void refreshProject(queryClient, projectId);
      void queryClient.invalidateQueries({ queryKey: queueQueryKey });
    },
    onEvent: (event) => {
      if (!projectId || event.projectId !== projectId) return;
      setLive((current) => ({
        projectId,
        state: reduceLiveEvent(
          current.projectId === projectId ? current.state : INITIAL_LIVE_STATE,
          event,
        ),
      }));
      applySideEffects(event, projectId, queryClient);
    },
  });

  /** Sends a chat message (spec 01 §7); false when the socket is not open. */
  const sendMessage = useCallback(
    (content: string, priority: Priority) =>
      projectId !== null &&
      send({
        type: 'chat_message',
        projectId,
        data: {
          content,
          isUser: true,
          priority,
          metadata: { timestamp: new Date().toISOString(), userAgent: navigator.userAgent },
        },
      }),
    [projectId, send],
  );

  return {
    connection,
    live: live.projectId === projectId ? live.state : INITIAL_LIVE_STATE,
    send: sendMessage,
  };
}
