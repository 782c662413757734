import type { QueueSnapshot, QueueUserItem } from '@appforge/shared/contracts/builder';
import type { ServerEvent } from '@appforge/shared/realtime-events';
import { clampProgress } from '@/components/ui/progress';

/** What the workspace knows from the live socket (spec 01 §4 "Generation"). */
export interface LiveState {
  generating: boolean;
  progress: number;
  queue: QueueSnapshot | null;
  /** Counts code_update events, so the preview frames reload the new version. */
  codeUpdates: number;
}

export const INITIAL_LIVE_STATE: LiveState = {
  generating: false,
  progress: 0,
  queue: null,
  codeUpdates: 0,
};

const patchItem = (items: QueueUserItem[], promptId: string, updates: Partial<QueueUserItem>) =>
  items.map((item) => (item.id === promptId ? { ...item, ...updates } : item));

/** spec 01 §4: the state transitions of each server event. Pure, so it is tested on its own. */
export function reduceLiveEvent(state: LiveState, event: ServerEvent): LiveState {
  switch (event.type) {
    case 'progress_update':
      return event.data.status === 'generating'
        ? { ...state, generating: true, progress: clampProgress(event.data.progress) }
        : state;
    case 'code_update':
      return { ...state, generating: false, progress: 100, codeUpdates: state.codeUpdates + 1 };
    case 'prompt_completed':
      return { ...state, generating: false, progress: 100 };
    case 'prompt_failed':
      return { ...state, generating: false, progress: 0 };
    case 'queue_stats':
      return { ...state, queue: event.data };
    case 'queue_update':
      return state.queue
        ? {
            ...state,
            queue: {
              ...state.queue,
              userItems: patchItem(state.queue.userItems, event.data.promptId, event.data.updates),
            },
          }
        : state;
    default:
      return state;
  }
}
