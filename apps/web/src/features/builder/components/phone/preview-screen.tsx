import type { RefObject } from 'react';

/**
 * The live preview in a sandboxed frame: scripts only, never allow-same-origin (ARCHITECTURE.md
 * "Live preview"), so the generated code cannot reach this page or its cookie. The page lays
 * the app out at a phone's 360 px and zooms itself to the 244 px screen (preview-page.ts).
 */
export function PreviewScreen({
  src,
  title,
  frameRef,
}: {
  src: string;
  title: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
}) {
  return (
    <iframe
      ref={frameRef}
      src={src}
      title={title}
      sandbox="allow-scripts"
      className="absolute inset-0 h-full w-full border-0 bg-white"
    />
  );
}
