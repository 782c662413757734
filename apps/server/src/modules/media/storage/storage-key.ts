export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid media storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const FORBIDDEN_SEGMENTS = new Set(['', '.', '..']);
// Backslashes are separators on Windows; control characters have no place in a key.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/**
 * The key's `/`-separated segments. Both backends refuse the same keys, so a key that works on
 * disk works on an object store and a key that could leave the media folder works nowhere.
 */
export function storageKeySegments(key: string): string[] {
  const segments = key.split('/');
  const valid =
    !FORBIDDEN_CHARACTERS.test(key) &&
    segments.every((segment) => !FORBIDDEN_SEGMENTS.has(segment));
  if (!valid) throw new InvalidStorageKeyError(key);
  return segments;
}
