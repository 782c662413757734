import { describe, expect, it } from 'vitest';
import { parsedPage } from './sample-pages.fixture';

const LINES = [
  '<!DOCTYPE html>',
  '<html><head>',
  '<!-- the <style> below holds the colours -->',
  '<style>',
  'p { color: #000 }',
  '</style>',
  '<style media="screen">@import url(fonts.css); .a { color: #111 }',
  '.b { color: #222 }</style>',
  '</head><body></body></html>',
];

function ruleLines(html: string) {
  const page = parsedPage(html);
  try {
    return {
      rules: page.sheet.rules.map((rule) => [rule.selectors[0], rule.line]),
      imports: page.sheet.imports,
    };
  } finally {
    page.close();
  }
}

describe('readPageStylesheet', () => {
  it('counts every style element’s rules in lines of the page', () => {
    const expected = {
      rules: [
        ['p', 5],
        ['.a', 7],
        ['.b', 8],
      ],
      imports: [{ href: 'fonts.css', line: 7 }],
    };
    expect(ruleLines(LINES.join('\n'))).toEqual(expected);
    expect(ruleLines(LINES.join('\r\n'))).toEqual(expected);
  });
});
