import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The toast store is module state: each test starts with an empty one.
    vi.resetModules();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  async function mount() {
    const [{ Toaster }, store] = await Promise.all([
      import('./toaster'),
      import('@/lib/use-toast'),
    ]);
    render(<Toaster />);
    return store;
  }

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('closes a toast by itself after 5 s', async () => {
    const { toast } = await mount();
    act(() => void toast({ title: 'Project saved', description: 'Your project has been saved.' }));
    // Radix reads the toast out through a live region beside it: politely, errors assertively.
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    advance(4_900);
    expect(screen.getByRole('listitem').textContent).toContain('Your project has been saved.');
    advance(200);
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('keeps an error toast for 8 s', async () => {
    const { toast } = await mount();
    act(() => void toast({ title: 'Request failed', variant: 'destructive' }));
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('assertive');
    advance(7_900);
    expect(screen.getByRole('listitem').textContent).toContain('Request failed');
    advance(200);
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('pauses while the pointer is over the notifications and closes with its button', async () => {
    const { toast } = await mount();
    act(() => void toast({ title: 'Code exported' }));
    const region = screen.getByRole('region', { name: /Notifications/ });
    fireEvent.pointerMove(region.querySelector('ol')!);
    advance(10_000);
    expect(screen.getByRole('listitem').textContent).toContain('Code exported');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
