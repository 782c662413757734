import { describe, expect, it } from 'vitest';
import { downloadUrl, pageBuilderUrl } from './page-builder-urls';

const ID = '0b9f3a52-8d0e-4c1a-9d7e-1f2a3b4c5d6e';

describe('page builder addresses', () => {
  it("carries the chosen project, and nothing when the server's choice is wanted", () => {
    expect(pageBuilderUrl('pages', ID)).toBe(`/api/page-builder/pages?projectId=${ID}`);
    expect(pageBuilderUrl('validate', null)).toBe('/api/page-builder/validate');
  });

  it('downloads one page or the whole site', () => {
    expect(downloadUrl(ID, 'faq')).toBe(`/api/page-builder/download?projectId=${ID}&pageType=faq`);
    expect(downloadUrl(ID)).toBe(`/api/page-builder/download?projectId=${ID}`);
    expect(downloadUrl(null, 'about')).toBe('/api/page-builder/download?pageType=about');
  });
});
