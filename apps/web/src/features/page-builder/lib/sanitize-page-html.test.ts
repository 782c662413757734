// @vitest-environment jsdom
// happy-dom refuses DOMPurify's whole-document walk ("Only one element on document allowed").
import { describe, expect, it } from 'vitest';
import { sanitizePageHtml } from './sanitize-page-html';

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Fresh recipes every week">
<meta http-equiv="refresh" content="0;url=https://example.com">
<title>Recipe Box</title>
<style>.hero { color: #0e7490; }</style>
<script>window.parent.postMessage('hi', '*')</script>
</head>
<body>
<h1 class="hero" onclick="steal()">Cook tonight</h1>
<img src="pasta.webp" alt="A bowl of pasta" onerror="steal()">
<a href="javascript:steal()">Start</a>
<script src="https://cdn.example.com/tracker.js"></script>
</body>
</html>`;

describe('sanitizePageHtml', () => {
  const clean = sanitizePageHtml(PAGE);

  it('removes every script element, inline handler and javascript: link', () => {
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/onclick|onerror/i);
    expect(clean).not.toContain('javascript:');
    expect(clean).not.toContain('tracker.js');
  });

  it('keeps the document: doctype, language, styles, head meta and the content', () => {
    expect(clean.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(clean).toContain('<html lang="en">');
    expect(clean).toContain('<style>.hero { color: #0e7490; }</style>');
    expect(clean).toContain('<meta charset="utf-8">');
    expect(clean).toContain('<meta name="description" content="Fresh recipes every week">');
    expect(clean).toContain('<title>Recipe Box</title>');
    expect(clean).toContain('<h1 class="hero">Cook tonight</h1>');
    expect(clean).toContain('alt="A bowl of pasta"');
  });

  it('drops a meta refresh that could send the preview elsewhere', () => {
    expect(clean).not.toContain('http-equiv');
  });
});
