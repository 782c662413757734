import type { ServerEvent } from '@appforge/shared/realtime-events';
import { describe, expect, it } from 'vitest';
import { INITIAL_LIVE_STATE, reduceLiveEvent } from './live-events';

const projectId = '6f0c1f0e-2d59-4b8e-9b57-8d1f5d3b8a11';
const promptId = '0b7f3a44-5f0e-4b8e-8a0c-2f1d5e6a7b8c';
const event = (type: string, data: unknown) => ({ type, projectId, data }) as ServerEvent;
const item = {
  id: promptId,
  projectId,
  prompt: 'x',
  position: 2,
  priority: 'normal',
  status: 'pending',
  progress: 0,
  estimatedWait: 0,
  error: null,
  createdAt: new Date(0).toISOString(),
} as const;
const stats = {
  total: 1,
  pending: 1,
  processing: 0,
  completed: 0,
  failed: 0,
  averageProcessingTime: 0,
  estimatedWaitTime: 0,
};

describe('the live state transitions (spec 01 §4)', () => {
  it('sets generating and follows the progress, clamped to 0–100', () => {
    let state = reduceLiveEvent(
      INITIAL_LIVE_STATE,
      event('progress_update', { promptId, status: 'generating', progress: 40 }),
    );
    expect(state).toMatchObject({ generating: true, progress: 40 });
    state = reduceLiveEvent(
      state,
      event('progress_update', { promptId, status: 'generating', progress: 140 }),
    );
    expect(state.progress).toBe(100);
  });

  it('ends at 100 on code_update and prompt_completed, at 0 on prompt_failed', () => {
    const generating = { ...INITIAL_LIVE_STATE, generating: true, progress: 50 };
    expect(
      reduceLiveEvent(
        generating,
        event('code_update', {
          frontend: {},
          backend: {},
          dependencies: { frontend: [], backend: [] },
        }),
      ),
    ).toMatchObject({
      generating: false,
      progress: 100,
      codeUpdates: 1,
    });
    expect(reduceLiveEvent(generating, event('prompt_completed', { promptId }))).toMatchObject({
      generating: false,
      progress: 100,
    });
    expect(
      reduceLiveEvent(generating, event('prompt_failed', { promptId, error: 'no' })),
    ).toMatchObject({ generating: false, progress: 0 });
  });

  it('replaces the queue on queue_stats and patches the matching item on queue_update', () => {
    let state = reduceLiveEvent(
      INITIAL_LIVE_STATE,
      event('queue_stats', { stats, userItems: [item, { ...item, id: 'other' }] }),
    );
    state = reduceLiveEvent(
      state,
      event('queue_update', { promptId, updates: { status: 'processing', progress: 30 } }),
    );
    expect(state.queue?.userItems.map((entry) => [entry.id, entry.status, entry.progress])).toEqual(
      [
        [promptId, 'processing', 30],
        ['other', 'pending', 0],
      ],
    );
  });

  it('ignores a queue_update before any queue is known, and events it has no rule for', () => {
    expect(
      reduceLiveEvent(
        INITIAL_LIVE_STATE,
        event('queue_update', { promptId, updates: { status: 'failed' } }),
      ),
    ).toBe(INITIAL_LIVE_STATE);
    expect(
      reduceLiveEvent(INITIAL_LIVE_STATE, event('prompt_enqueued', { promptId, position: 1 })),
    ).toBe(INITIAL_LIVE_STATE);
  });
});
