import { describe, expect, it } from 'vitest';
import { tabIn } from './address-tab';

const TABS = [
  { value: 'upload', label: 'Upload' },
  { value: 'gallery', label: 'Gallery' },
] as const;

describe('tabIn', () => {
  it('reads a known tab and falls back to the first', () => {
    expect(tabIn(TABS, 'gallery')).toBe('gallery');
    expect(tabIn(TABS, 'upload')).toBe('upload');
    expect(tabIn(TABS, 'nope')).toBe('upload');
    expect(tabIn(TABS, null)).toBe('upload');
  });
});
