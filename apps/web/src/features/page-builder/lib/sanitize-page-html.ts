import DOMPurify from 'dompurify';

/**
 * spec 02 §2 "Preview": the page's HTML with every script removed (script elements, inline event
 * handlers, `javascript:` links), keeping the whole document so its `<style>` and `<head>` meta
 * still shape the preview. The doctype goes back on, or the frame would render in quirks mode.
 */
export function sanitizePageHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    WHOLE_DOCUMENT: true,
    ADD_TAGS: ['meta', 'style'],
    ADD_ATTR: ['charset', 'content'],
    FORBID_TAGS: ['script', 'noscript', 'iframe', 'object', 'embed', 'base'],
    // A meta refresh could send the frame elsewhere.
    FORBID_ATTR: ['http-equiv'],
  });
  return `<!DOCTYPE html>\n${clean}`;
}
