import type { ClientEvent, ServerEvent } from '@appforge/shared/realtime-events';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  connectRealtime,
  DISCONNECTED,
  type RealtimeConnection,
  type RealtimeStatus,
} from './realtime';

export interface UseRealtimeHandlers {
  onEvent: (event: ServerEvent) => void;
  onOpen?: () => void;
}

/**
 * A live socket while `url` is set: opened on mount, reconnecting after a drop, closed when `url`
 * changes or the component unmounts. The handlers always see the latest render's values.
 */
export function useRealtime(url: string | null, handlers: UseRealtimeHandlers) {
  const connectionRef = useRef<RealtimeConnection | null>(null);
  const [status, setStatus] = useState<RealtimeStatus>(DISCONNECTED);
  const onEvent = useEffectEvent((event: ServerEvent) => handlers.onEvent(event));
  const onOpen = useEffectEvent(() => handlers.onOpen?.());

  useEffect(() => {
    if (!url) return undefined;
    const connection = connectRealtime(url, {
      onEvent: (event) => onEvent(event),
      onOpen: () => onOpen(),
      onStatus: setStatus,
    });
    connectionRef.current = connection;
    return () => {
      connection.close();
      connectionRef.current = null;
      setStatus(DISCONNECTED);
    };
  }, [url]);

  /** Sends an event; false when the socket is not open. */
  const send = useCallback((event: ClientEvent) => connectionRef.current?.send(event) ?? false, []);

  return { status, send };
}
