import type { RefObject } from 'react';

/** The frame's screen is 244 px wide; apps are laid out for a 360 px wide phone and scaled down. */
const LAYOUT_WIDTH = 360;
const SCREEN_WIDTH = 244;
const SCALE = SCREEN_WIDTH / LAYOUT_WIDTH;

/**
 * The live preview in a sandboxed frame: scripts only, never allow-same-origin (ARCHITECTURE.md
 * "Live preview"), so the generated code cannot reach this page or its cookie.
 */
export function PreviewScreen({ src, title, frameRef }: { src: string; title: string; frameRef: RefObject<HTMLIFrameElement | null> }) {
  return (
    <iframe
      ref={frameRef}
      src={src}
      title={title}
      sandbox="allow-scripts"
      className="absolute top-0 left-0 origin-top-left border-0 bg-white"
      style={{ width: LAYOUT_WIDTH, height: `${100 / SCALE}%`, transform: `scale(${SCALE})` }}
    />
  );
}
