import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealtime } from './use-realtime';

const projectId = '6f0c1f0e-2d59-4b8e-9b57-8d1f5d3b8a11';
const event = {
  type: 'prompt_enqueued',
  projectId,
  data: { promptId: '0b7f3a44-5f0e-4b8e-8a0c-2f1d5e6a7b8c', position: 1 },
};

/** Stands in for the browser's WebSocket: every socket the hook opens lands in `opened`. */
class FakeSocket {
  static readonly OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send() {}
  close() {
    this.closed = true;
    this.onclose?.();
  }
}

describe('useRealtime', () => {
  beforeEach(() => {
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens nothing without a URL', () => {
    const { result } = renderHook(() => useRealtime(null, { onEvent: () => undefined }));
    expect(FakeSocket.opened).toEqual([]);
    expect(result.current.status.connected).toBe(false);
  });

  it('follows the socket, hands events to the latest handler, and closes on a new URL', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(({ url, onEvent }) => useRealtime(url, { onEvent }), {
      initialProps: { url: 'ws://host/ws?projectId=a', onEvent: first },
    });
    const [socket] = FakeSocket.opened;
    act(() => {
      socket!.readyState = FakeSocket.OPEN;
      socket!.onopen?.();
    });
    expect(result.current.status).toEqual({ connected: true, retryAt: null });

    rerender({ url: 'ws://host/ws?projectId=a', onEvent: latest });
    act(() => socket!.onmessage?.({ data: JSON.stringify(event) }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(event);

    rerender({ url: 'ws://host/ws?projectId=b', onEvent: latest });
    expect(socket!.closed).toBe(true);
    expect(FakeSocket.opened.map((opened) => opened.url)).toEqual([
      'ws://host/ws?projectId=a',
      'ws://host/ws?projectId=b',
    ]);
    expect(result.current.status.connected).toBe(false);
  });

  it('closes the socket on unmount', () => {
    const { unmount } = renderHook(() =>
      useRealtime('ws://host/ws?projectId=a', { onEvent: () => undefined }),
    );
    unmount();
    expect(FakeSocket.opened[0]!.closed).toBe(true);
  });
});
