import type { ServerEvent } from '@appforge/shared/realtime-events';
import { describe, expect, it } from 'vitest';
import { promptOrderProblems, type SeenEvent } from './reconnecting-client';

const projectId = '6f0c1f0e-2d59-4b8e-9b57-8d1f5d3b8a11';
const promptId = '0b7f3a44-5f0e-4b8e-8a0c-2f1d5e6a7b8c';

const processing = (): ServerEvent => ({
  type: 'prompt_processing',
  projectId,
  data: { promptId },
});
const progress = (value: number): ServerEvent => ({
  type: 'progress_update',
  projectId,
  data: { promptId, status: 'generating', progress: value },
});
const completed = (): ServerEvent => ({ type: 'prompt_completed', projectId, data: { promptId } });
const on = (connection: number, ...events: ServerEvent[]): SeenEvent[] =>
  events.map((event) => ({ connection, event }));

describe('promptOrderProblems', () => {
  it('accepts a retry that starts progress over, and a reconnect that missed the start', () => {
    expect(
      promptOrderProblems([
        ...on(1, processing(), progress(10), progress(50), processing(), progress(10)),
        ...on(2, progress(90), completed()),
      ]),
    ).toEqual([]);
  });

  it('reports progress that goes back within an attempt', () => {
    expect(promptOrderProblems(on(1, processing(), progress(50), progress(10)))).toEqual([
      `${promptId}: progress_update went back from 50 to 10`,
    ]);
  });

  it('reports an end with no processing before it on the same connection', () => {
    expect(promptOrderProblems(on(1, completed()))).toEqual([
      `${promptId}: prompt_completed before prompt_processing`,
    ]);
  });

  it('reports an event after the end', () => {
    expect(promptOrderProblems(on(1, processing(), completed(), progress(90)))).toEqual([
      `${promptId}: progress_update after the prompt finished`,
    ]);
  });

  it('reports a second completion seen after a reconnect', () => {
    expect(
      promptOrderProblems([...on(1, processing(), completed()), ...on(2, completed())]),
    ).toEqual([`${promptId}: prompt_completed after the prompt finished`]);
  });
});
