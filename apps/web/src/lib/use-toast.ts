import { useSyncExternalStore, type ReactNode } from 'react';

/** spec 01 §9: at most one toast is shown; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** A toast closes by itself after this long; an error stays longer so it can be read. Hover and focus pause it. */
export const TOAST_DURATION_MS = 5_000;
export const ERROR_TOAST_DURATION_MS = 8_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  const targets = toasts.filter((item) => id === undefined || item.id === id);
  targets.forEach((item) => scheduleRemoval(item.id));
  publish(toasts.map((item) => (targets.includes(item) ? { ...item, open: false } : item)));
}

export function toast(input: ToastInput) {
  nextId += 1;
  const id = String(nextId);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
