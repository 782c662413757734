/** Every message the preview sends its parent frame carries `source: 'appforge-preview'`. */
export const MESSAGE_SOURCE = 'appforge-preview';

export type PreviewMessageType = 'ready' | 'console' | 'runtime-error' | 'build-error';

export function post(type: PreviewMessageType, data: Record<string, unknown>) {
  try {
    window.parent.postMessage({ source: MESSAGE_SOURCE, type, ...data }, '*');
  } catch {
    // Data that cannot be cloned: send it as text instead.
    try {
      window.parent.postMessage(
        { source: MESSAGE_SOURCE, type, payload: String(JSON.stringify(data)) },
        '*',
      );
    } catch {
      // nothing else to try
    }
  }
}

const MAX_LENGTH = 2000;

/** A console argument as text a parent can show: strings as they are, errors with their stack. */
export function describe(value: unknown): string {
  if (typeof value === 'string')
    return value.length > MAX_LENGTH ? `${value.slice(0, MAX_LENGTH)}…` : value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value === 'symbol' || typeof value === 'bigint') return value.toString();
  const seen = new WeakSet<object>();
  try {
    const text = JSON.stringify(value, (_key, item: unknown) => {
      if (typeof item === 'object' && item !== null) {
        if (seen.has(item)) return '[circular]';
        seen.add(item);
      }
      return typeof item === 'bigint' ? item.toString() : item;
    });
    return describe(text ?? String(value));
  } catch {
    return String(value);
  }
}
