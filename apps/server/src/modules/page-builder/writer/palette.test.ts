import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT } from '../colour';
import { contrastOf, paletteFor, textPairs } from './palette';
import { stylesFor } from './styles';

const THEMES = [
  ['cyan', '#06B6D4', '#10B981'],
  ['yellow', '#FFFF00', '#FFFF66'],
  ['near black', '#111111', '#222222'],
  ['white', '#FFFFFF', '#FAFAFA'],
  ['mid grey', '#777777', '#888888'],
  ['red', '#FF0000', '#00FF00'],
  ['navy', '#0B1F4D', '#C0392B'],
].map(([label, primaryColor, secondaryColor]) => ({
  label: label as string,
  theme: {
    primaryColor: primaryColor as string,
    secondaryColor: secondaryColor as string,
    style: 'material',
  },
}));

/** Every rule of a stylesheet (media blocks flattened) as its selector and declarations. */
function rulesOf(css: string): { selector: string; declarations: Map<string, string> }[] {
  const flat = css.replace(/@media[^{]+\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g, '$1');
  return [...flat.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
    selector: (selector ?? '').trim(),
    declarations: new Map(
      (body ?? '')
        .split(';')
        .map((declaration) => declaration.split(':').map((part) => part.trim()))
        .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== '')
        .map(([property, value]) => [property, value]),
    ),
  }));
}

describe.each(THEMES)('the $label theme', ({ theme }) => {
  it('draws every text colour of the palette at WCAG AA on its background', () => {
    for (const [label, text, background] of textPairs(paletteFor(theme)))
      expect(contrastOf(text, background), label).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('writes a stylesheet whose every text colour passes on the background its rule declares, or the body’s', () => {
    const rules = rulesOf(stylesFor(theme));
    const body = rules.find((rule) => rule.selector === 'body')?.declarations;
    const bodyBackground = body?.get('background-color') as string;
    expect(bodyBackground).toMatch(/^#[0-9A-F]{6}$/);
    const coloured = rules.filter((rule) => rule.declarations.has('color'));
    expect(coloured.length).toBeGreaterThan(20);
    for (const rule of coloured) {
      const color = rule.declarations.get('color') as string;
      const background = rule.declarations.get('background-color') ?? bodyBackground;
      expect(color, rule.selector).toMatch(/^#[0-9A-F]{6}$/);
      expect(
        contrastOf(color, background),
        `${rule.selector}: ${color} on ${background}`,
      ).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
  });

  it('keeps the theme’s primary as the accent colour family and marks focus visibly', () => {
    const css = stylesFor(theme);
    expect(css).toContain(`background-color:${paletteFor(theme).primary}`);
    expect(css).toMatch(/:focus-visible\{outline:3px solid #[0-9A-F]{6}/);
    expect(css).toContain('prefers-reduced-motion');
    expect(css).toMatch(/@media \(min-width:40rem\)/);
  });
});

it('shades a colour only as far as it must, never straight to black', () => {
  const cyan = paletteFor({ primaryColor: '#06B6D4', secondaryColor: '#10B981', style: 'ios' });
  expect(cyan.onChip).not.toBe('#000000');
  expect(contrastOf(cyan.onChip, cyan.chip)).toBeLessThan(4.7);
  const yellow = paletteFor({ primaryColor: '#FFFF00', secondaryColor: '#FFFF66', style: 'ios' });
  expect(yellow.accent).not.toBe('#000000');
  expect(contrastOf(yellow.accent, yellow.tint)).toBeLessThan(4.7);

  expect(
    paletteFor({ primaryColor: '#0B1F4D', secondaryColor: '#C0392B', style: 'ios' }).accent,
  ).toBe('#0B1F4D');
  expect(
    paletteFor({ primaryColor: '#FFFF00', secondaryColor: '#FFFF66', style: 'ios' }).accent,
  ).not.toBe('#FFFF00');
});
