import { PAGE_TYPE_LABELS, type Page } from '@appforge/shared/contracts/page-builder';
import { useMemo, useRef } from 'react';
import { useElementWidth } from '../hooks/use-element-width';
import { PREVIEW_VIEWPORTS, previewScale, type PreviewWidth } from '../lib/preview-size';
import { sanitizePageHtml } from '../lib/sanitize-page-html';

/**
 * The page at a real desktop or phone viewport, drawn smaller when the box is narrower. No
 * allow-scripts, no allow-same-origin: the page is shown, never run.
 */
export function PreviewFrame({ page, width }: { page: Page; width: PreviewWidth }) {
  const html = useMemo(() => sanitizePageHtml(page.html), [page.html]);
  const box = useRef<HTMLDivElement>(null);
  const viewport = PREVIEW_VIEWPORTS[width];
  // The 1px border on each side is drawn outside the scaled page.
  const scale = previewScale(useElementWidth(box) - 2, viewport.width);
  return (
    <div ref={box} className="w-full min-w-0" data-preview-width={width}>
      <div
        className="mx-auto overflow-hidden rounded-card border border-border bg-white"
        style={{ width: viewport.width * scale + 2, height: viewport.height * scale + 2 }}
      >
        <iframe
          title={`${PAGE_TYPE_LABELS[page.pageType]} page preview`}
          sandbox=""
          srcDoc={html}
          className="block origin-top-left"
          style={{
            width: viewport.width,
            height: viewport.height,
            transform: scale === 1 ? undefined : `scale(${scale})`,
          }}
        />
      </div>
    </div>
  );
}
