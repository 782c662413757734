import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => vi.useRealTimers());

  async function loadStore() {
    const store = await import('./use-toast');
    let current: ReturnType<typeof store.useToasts> = [];
    const { renderHook } = await import('@testing-library/react');
    const hook = renderHook(() => store.useToasts());
    const read = () => {
      hook.rerender();
      current = hook.result.current;
      return current;
    };
    return { store, read };
  }

  it('shows at most one toast: the newest', async () => {
    const { store, read } = await loadStore();
    store.toast({ title: 'First' });
    store.toast({ title: 'Second', variant: 'destructive' });
    expect(read()).toHaveLength(1);
    expect(read()[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('removes a dismissed toast only after 1,000,000 ms', async () => {
    const { store, read } = await loadStore();
    const shown = store.toast({ title: 'Saved' });
    shown.dismiss();
    expect(read()[0]).toMatchObject({ title: 'Saved', open: false });
    vi.advanceTimersByTime(999_999);
    expect(read()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(read()).toHaveLength(0);
  });
});
