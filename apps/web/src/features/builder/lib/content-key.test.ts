import { describe, expect, it } from 'vitest';
import { contentKey } from './content-key';

describe('contentKey', () => {
  it('is the same for the same files in any order and changes with any content or path', () => {
    const files = { 'App.tsx': 'a', 'src/theme.ts': 'b' };
    expect(contentKey(files)).toBe(contentKey({ 'src/theme.ts': 'b', 'App.tsx': 'a' }));
    expect(contentKey(files)).not.toBe(contentKey({ ...files, 'src/theme.ts': 'c' }));
    expect(contentKey(files)).not.toBe(contentKey({ 'App.tsx': 'a', 'src/theme2.ts': 'b' }));
    expect(contentKey({ ab: 'c' })).not.toBe(contentKey({ a: 'bc' }));
  });
});
