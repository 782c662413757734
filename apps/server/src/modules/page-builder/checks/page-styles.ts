import { type Stylesheet, parseStylesheet } from './css-rules';
import type { PageLines } from './page-lines';

/**
 * The line where a `<style>` element's text starts. Style is a raw-text element, so its text is the
 * exact source after one of the next `<style …>` tags; the located parse answers only if no tag
 * is followed by it.
 */
function firstLineOf(style: Element, html: string, from: number, lines: PageLines) {
  const text = style.textContent;
  const openTag = /<style\b[^>]*>/gi;
  openTag.lastIndex = from;
  for (let tag = openTag.exec(html); tag; tag = openTag.exec(html)) {
    const start = tag.index + tag[0].length;
    if (html.startsWith(text, start)) {
      return { line: html.slice(0, start).split('\n').length, end: start + text.length };
    }
  }
  return { line: lines.of(style.firstChild ?? style) ?? 1, end: from };
}

/** Every `<style>` element of the page as one stylesheet, its lines counted in the page. */
export function readPageStylesheet(document: Document, html: string, lines: PageLines): Stylesheet {
  // The parser turns CR LF and CR into LF; the line count stays the same.
  const source = html.replace(/\r\n?/g, '\n');
  const merged: Stylesheet = { rules: [], imports: [] };
  let from = 0;
  for (const style of document.querySelectorAll('style')) {
    const { line, end } = firstLineOf(style, source, from, lines);
    const sheet = parseStylesheet(style.textContent, line);
    merged.rules.push(...sheet.rules);
    merged.imports.push(...sheet.imports);
    from = end;
  }
  return merged;
}
