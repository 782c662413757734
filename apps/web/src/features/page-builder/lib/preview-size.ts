export type PreviewWidth = 'desktop' | 'phone';

/** The viewport each preview lays the page out in, in CSS pixels. */
export const PREVIEW_VIEWPORTS: Record<PreviewWidth, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
};

/**
 * How much the frame is shrunk to fit its box: the page keeps its real viewport width (so a
 * desktop layout stays a desktop layout) and is drawn smaller, never larger.
 */
export function previewScale(boxWidth: number, viewportWidth: number): number {
  if (!(boxWidth > 0)) return 1;
  return Math.min(1, boxWidth / viewportWidth);
}
