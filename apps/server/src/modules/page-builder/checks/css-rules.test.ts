import { describe, expect, it } from 'vitest';
import { parseStylesheet, resolveVariables, rootCustomProperties } from './css-rules';

describe('parseStylesheet', () => {
  it('reads rules, selectors, media blocks and imports, skipping comments and other at-rules', () => {
    const sheet = parseStylesheet(
      [
        '@import url("theme.css");',
        '/* a comment { color: red } */',
        'h1,  .title > span { color: #111; }',
        '@font-face { font-family: Brand; src: url(brand.woff2); }',
        '@media (max-width: 720px) {',
        '  .hero  p { font-size: 1rem; COLOR: var(--muted) !important; }',
        '}',
        '.quote::before { content: "{;}"; color: #222 }',
      ].join('\n'),
      10,
    );

    expect(sheet.imports).toEqual([{ href: 'theme.css', line: 10 }]);
    expect(
      sheet.rules.map(({ selectors, conditions, line }) => ({ selectors, conditions, line })),
    ).toEqual([
      { selectors: ['h1', '.title > span'], conditions: [], line: 12 },
      { selectors: ['.hero p'], conditions: ['@media (max-width: 720px)'], line: 15 },
      { selectors: ['.quote::before'], conditions: [], line: 17 },
    ]);
    expect(sheet.rules[1]?.declarations).toEqual(
      new Map([
        ['font-size', '1rem'],
        ['color', 'var(--muted)'],
      ]),
    );
    expect(sheet.rules[2]?.declarations.get('content')).toBe('"{;}"');
  });

  it('keeps selector lists inside parentheses together', () => {
    const [rule] = parseStylesheet(':is(h1, h2) span, a { color: red }').rules;
    expect(rule?.selectors).toEqual([':is(h1, h2) span', 'a']);
  });
});

describe('resolveVariables', () => {
  const properties = rootCustomProperties(
    parseStylesheet(
      ':root { --brand: #2346c8; --link: var(--brand); --loop: var(--loop); } html { --Case: #000; }',
    ),
  );

  it('resolves :root and html custom properties, through each other and with fallbacks', () => {
    expect(resolveVariables('var(--link)', properties)).toBe('#2346c8');
    expect(resolveVariables('var(--missing, var(--brand))', properties)).toBe('#2346c8');
    expect(resolveVariables('1px solid var(--Case)', properties)).toBe('1px solid #000');
    expect(resolveVariables('var(--missing)', properties)).toBe('');
  });

  it('stops on a property that refers to itself', () => {
    expect(resolveVariables('var(--loop)', properties)).toBe('var(--loop)');
  });
});
