import type { PreviewBuildError } from './app-bundles';

/** The HTML documents of the live preview: the app page, its placeholder, build errors, not found. */
export type PreviewPlatform = 'ios' | 'android';

export interface PreviewPageConfig {
  mode: 'app' | 'empty' | 'build-error';
  platform: PreviewPlatform;
  version: number;
  token: string;
  errors: PreviewBuildError[];
}

/**
 * The page runs inside `<iframe sandbox="allow-scripts">` in the app's own pages, or alone on a
 * phone that scanned the QR code or in a tab a shared link opened. Its own `sandbox allow-scripts`
 * makes it an opaque origin in every case: generated code never runs with Appforge's origin, so it
 * cannot read the app's cookie or storage, nor call the API as the person. Scripts only from this
 * server; inline styles because react-native-web writes style elements and attributes.
 */
export function previewContentSecurityPolicy(requestOrigin: string) {
  // The server's own origin spelled out too: a sandboxed document's origin is opaque. Only a
  // well-formed origin from the Host header may go into the policy.
  const origin = /^https?:\/\/[\w.-]+(:\d+)?$|^https?:\/\/\[[\da-f:.]+\](:\d+)?$/i.test(
    requestOrigin,
  )
    ? ` ${requestOrigin}`
    : '';
  return [
    // Scripts only: no same-origin, forms, popups, modals or top-level navigation.
    'sandbox allow-scripts',
    "default-src 'none'",
    `script-src 'self'${origin}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' data: blob: https:",
    `connect-src 'self'${origin}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The builder's phone frames are 244 px wide: there the page is zoomed so the app lays out at the
 * 360 px of a phone (244 / 360). Zoom, unlike a transform on the frame, keeps clicks and element
 * boxes where they are drawn, for people and for browser automation alike.
 */
const BASE_CSS = `html,body,#root{height:100%;margin:0}
body{overflow:hidden;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Noto Sans",sans-serif;-webkit-font-smoothing:antialiased}
#root{display:flex;flex-direction:column}
input,textarea{min-width:0}
@media (max-width:300px){html{zoom:0.6778}}`;

const PAGE_CSS = `${BASE_CSS}
.placeholder{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;padding:24px;text-align:center;color:#475569;background:#F8FAFC}
.placeholder h1{margin:0;font-size:20px;color:#0F172A}
.placeholder p{margin:0;font-size:14px;line-height:1.5}
.errors{flex:1;overflow:auto;padding:20px;background:#FEF2F2;color:#7F1D1D}
.errors h1{margin:0 0 12px;font-size:18px;color:#991B1B}
.errors li{margin:0 0 10px;font-size:13px;line-height:1.4}
.errors code{display:block;font-family:ui-monospace,Menlo,monospace;color:#B91C1C}`;

export interface PreviewPageInput {
  title: string;
  config: PreviewPageConfig;
  vendorUrl: string;
  appUrl?: string;
}

function bodyFor(config: PreviewPageConfig) {
  if (config.mode === 'empty') {
    return `<div class="placeholder"><h1>Your app will appear here</h1><p>Describe the app you want in the chat, and it will run here as soon as it is built.</p></div>`;
  }
  if (config.mode === 'build-error') {
    const items = config.errors
      .map(
        (error) =>
          `<li><code>${escapeHtml(error.file)}${error.line ? `:${error.line}:${error.column}` : ''}</code>${escapeHtml(error.message)}</li>`,
      )
      .join('');
    return `<div class="errors" role="alert"><h1>The app did not build</h1><ul>${items}</ul></div>`;
  }
  return '';
}

export function previewPage({ title, config, vendorUrl, appUrl }: PreviewPageInput) {
  const scripts = [vendorUrl, ...(appUrl ? [appUrl] : [])]
    .map((src) => `<script defer crossorigin="anonymous" src="${escapeHtml(src)}"></script>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeHtml(title)}</title>
<style>${PAGE_CSS}</style>
<script id="appforge-preview-config" type="application/json">${scriptJson(config)}</script>
${scripts}
</head>
<body data-platform="${config.platform}"><div id="root">${bodyFor(config)}</div></body>
</html>
`;
}

/** A page for an unknown token or platform: plain, with no script. */
export function previewProblemPage(title: string, message: string) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${BASE_CSS}
.placeholder{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;padding:24px;text-align:center;color:#475569}
.placeholder h1{margin:0;font-size:20px;color:#0F172A}</style></head>
<body><div id="root"><div class="placeholder"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></div></div></body>
</html>
`;
}
