import { describe, expect, it } from 'vitest';
import { PREVIEW_VIEWPORTS, previewScale } from './preview-size';

describe('previewScale', () => {
  it('shrinks a desktop layout to fit a narrower box', () => {
    expect(previewScale(640, PREVIEW_VIEWPORTS.desktop.width)).toBe(0.5);
  });

  it('never enlarges, and keeps full size while the box is unmeasured', () => {
    expect(previewScale(1600, PREVIEW_VIEWPORTS.desktop.width)).toBe(1);
    expect(previewScale(800, PREVIEW_VIEWPORTS.phone.width)).toBe(1);
    expect(previewScale(0, PREVIEW_VIEWPORTS.desktop.width)).toBe(1);
  });
});
