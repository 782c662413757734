import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import type { Priority } from '@appforge/shared/contracts/builder';
import type { Project } from '@appforge/shared/contracts/builder';
import type { ServerEvent } from '@appforge/shared/realtime-events';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/use-toast';
import { projectQueryKey, refreshProject } from '../api/get-project';
import { queueQueryKey } from '../api/get-queue';
import { messagesQueryKey } from '../api/list-messages';
import { INITIAL_LIVE_STATE, reduceLiveEvent, type LiveState } from './live-events';
import { reconnectDelay } from './reconnect-delay';

export interface Connection {
  connected: boolean;
  /** When the next try to reconnect starts, after a drop; null while connected or before the first try. */
  retryAt: number | null;
}

const socketUrl = (projectId: string) =>
  `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/ws?projectId=${encodeURIComponent(projectId)}`;

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
        project ? { ...project, generatedCode: event.data as GeneratedCode } : project,
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
 * changes or the workspace unmounts, reconnecting with backoff after a drop. Only envelopes for
 * the current project count; a message that is not JSON is logged and nothing else.
 */
export function useProjectSocket(projectId: string | null) {
  const queryClient = useQueryClient();
  const socketRef = useRef<WebSocket | null>(null);
  const [connection, setConnection] = useState<Connection>({ connected: false, retryAt: null });
  const [live, setLive] = useState<{ projectId: string | null; state: LiveState }>({
    projectId,
    state: INITIAL_LIVE_STATE,
  });

  useEffect(() => {
    if (!projectId) return undefined;
    let disposed = false;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const open = () => {
      const socket = new WebSocket(socketUrl(projectId));
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
        setConnection({ connected: true, retryAt: null });
        // Events may have been missed while away (a generation's end among them): start the live
        // state afresh, so the input is not left disabled, and read the current state again.
        setLive({ projectId, state: INITIAL_LIVE_STATE });
        void queryClient.invalidateQueries({ queryKey: messagesQueryKey(projectId) });
        void refreshProject(queryClient, projectId);
        void queryClient.invalidateQueries({ queryKey: queueQueryKey });
      };
      socket.onmessage = (message: MessageEvent<string>) => {
        let event: ServerEvent;
        try {
          event = JSON.parse(message.data) as ServerEvent;
        } catch (error) {
          console.error('Could not read a live message', error);
          return;
        }
        if (event.projectId !== projectId) return;
        setLive((current) => ({
          projectId,
          state: reduceLiveEvent(
            current.projectId === projectId ? current.state : INITIAL_LIVE_STATE,
            event,
          ),
        }));
        applySideEffects(event, projectId, queryClient);
      };
      socket.onclose = () => {
        if (socketRef.current === socket) socketRef.current = null;
        if (disposed) return;
        const delay = reconnectDelay(attempt);
        attempt += 1;
        setConnection({ connected: false, retryAt: Date.now() + delay });
        retryTimer = setTimeout(open, delay);
      };
    };
    open();

    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      socketRef.current?.close();
      socketRef.current = null;
      setConnection({ connected: false, retryAt: null });
    };
  }, [projectId, queryClient]);

  /** Sends a chat message (spec 01 §7); false when the socket is not open. */
  const send = useCallback(
    (content: string, priority: Priority) => {
      const socket = socketRef.current;
      if (!projectId || !socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(
        JSON.stringify({
          type: 'chat_message',
          projectId,
          data: {
            content,
            isUser: true,
            priority,
            metadata: { timestamp: new Date().toISOString(), userAgent: navigator.userAgent },
          },
        }),
      );
      return true;
    },
    [projectId],
  );

  return { connection, live: live.projectId === projectId ? live.state : INITIAL_LIVE_STATE, send };
}
