import { describe, expect, it } from 'vitest';
import { MEDIA_TABS, tabFrom } from './media-tabs';

describe('tabFrom', () => {
  it('reads a known tab and falls back to Upload', () => {
    expect(MEDIA_TABS.map((tab) => tab.label)).toEqual([
      'Upload',
      'Gallery',
      'Processing',
      'Analytics',
    ]);
    expect(tabFrom('gallery')).toBe('gallery');
    expect(tabFrom('nope')).toBe('upload');
    expect(tabFrom(null)).toBe('upload');
  });
});
