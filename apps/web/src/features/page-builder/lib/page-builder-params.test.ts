import { describe, expect, it } from 'vitest';
import { pageTypeFrom, projectIdFrom, withChanges } from './page-builder-params';

describe('the dashboard address', () => {
  it('reads a page type and a project id, and ignores anything else', () => {
    expect(pageTypeFrom('colabe_showcase')).toBe('colabe_showcase');
    expect(pageTypeFrom('blog')).toBeNull();
    const id = '0b9f3a52-8d0e-4c1a-9d7e-1f2a3b4c5d6e';
    expect(projectIdFrom(id)).toBe(id);
    expect(projectIdFrom('42')).toBeNull();
    expect(projectIdFrom(null)).toBeNull();
  });

  it('sets and removes parameters, keeping the others', () => {
    const next = withChanges(new URLSearchParams('projectId=a&tab=preview&page=faq'), {
      tab: 'validation',
      page: null,
    });
    expect(next.toString()).toBe('projectId=a&tab=validation');
  });
});
