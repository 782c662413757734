import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import { localizationA11yGateSchema } from '@appforge/shared/contracts/truth-report';
import { describe, expect, it } from 'vitest';
import { gateInput, type GateTestApp } from './gate-test-apps';
import { localizationA11yGate } from './localization-a11y';
import { contrastRatio } from './theme-contrast';

const APPS: GateTestApp[] = ['habits', 'wine', 'recipes'];

/** Every left/right style of the frontend rewritten with start/end. */
function useStartEnd(code: GeneratedCode) {
  for (const [path, text] of Object.entries(code.frontend)) {
    code.frontend[path] = text
      .replace(/\b(margin|padding|border)Left/g, '$1Start')
      .replace(/\b(margin|padding|border)Right/g, '$1End')
      .replace(/\bright: /g, 'end: ')
      .replace(/\bleft: /g, 'start: ')
      .replace(/textAlign: '(left|right)'/g, "textAlign: 'auto'");
  }
}

/** Sets a colour of the light palette and of the dark one, in that order in src/theme.ts. */
function setColour(theme: string, key: string, light: string, dark: string) {
  let seen = 0;
  return theme.replace(new RegExp(`${key}: '#[0-9A-Fa-f]{6}'`, 'g'), () => {
    seen += 1;
    return `${key}: '${seen === 1 ? light : dark}'`;
  });
}

/** Light and dark palettes whose every text pair reaches WCAG AAA. */
function aaaPalettes(code: GeneratedCode) {
  const aaa: [string, string, string][] = [
    ['primary', '#1E3A8A', '#1E3A8A'],
    ['onPrimary', '#FFFFFF', '#FFFFFF'],
    ['primaryText', '#1E3A8A', '#BFDBFE'],
    ['muted', '#374151', '#CBD5E1'],
    ['danger', '#7F1D1D', '#FECACA'],
  ];
  code.frontend['src/theme.ts'] = aaa.reduce(
    (theme, [key, light, dark]) => setColour(theme, key, light, dark),
    code.frontend['src/theme.ts']!,
  );
}

describe('localizationA11yGate', () => {
  it.each(APPS)('measures the generated %s app as it is', async (app) => {
    const gate = localizationA11yGateSchema.parse(localizationA11yGate(await gateInput(app)));
    expect(gate.labelledControls.total).toBeGreaterThan(10);
    expect(gate.labelledControls.labelled).toBe(gate.labelledControls.total);
    // Generated apps write their strings in English in the code.
    expect(gate.localizationCoverage).toBe(0);
    expect(gate.summary).toMatch(/0% of \d+ visible strings go through a translation function\.$/);
    expect(gate.contrastRatio).toBeGreaterThan(1);
  });

  it.each(APPS)('finds no left/right style in the generated %s app', async (app) => {
    const gate = localizationA11yGate(await gateInput(app));
    expect(gate.rtlSupport).toBe(true);
    expect(gate.summary).toContain('styles use start/end, not left/right');
  });

  it('finds the left/right styles that stay put in right-to-left languages', async () => {
    const gate = localizationA11yGate(
      await gateInput('habits', (code) => {
        code.frontend['src/components/Badge.tsx'] =
          "export const badge = { position: 'absolute', right: 8, paddingLeft: 4 } as const;\n";
      }),
    );
    expect(gate.rtlSupport).toBe(false);
    expect(gate.status).toBe('review');
    expect(gate.summary).toMatch(
      /\d+ left\/right styles stay put .*\(first: src\/[\w/]+\.tsx:\d+ \w+\)/,
    );
  });

  it('passes once styles use start/end and the theme’s text reaches WCAG AAA', async () => {
    const gate = localizationA11yGate(
      await gateInput('recipes', (code) => {
        useStartEnd(code);
        aaaPalettes(code);
      }),
    );
    expect(gate.rtlSupport).toBe(true);
    expect(gate.contrastRatio).toBeGreaterThanOrEqual(7);
    expect(gate.wcagCompliance).toBe('AAA');
    expect(gate.a11yScore).toBe(1);
    expect(gate.status).toBe('pass');
    expect(gate.summary).toContain('styles use start/end, not left/right');
  });

  it('does not count symmetric left/right styles', async () => {
    const gate = localizationA11yGate(
      await gateInput('wine', (code) => {
        useStartEnd(code);
        code.frontend['src/components/Overlay.tsx'] =
          "export const overlay = { position: 'absolute', left: 0, right: 0, marginLeft: 8, marginRight: 8 } as const;\n";
      }),
    );
    expect(gate.rtlSupport).toBe(true);
  });

  it('lowers the score for a control without a label', async () => {
    const labelled = localizationA11yGate(await gateInput('habits', aaaPalettes));
    const gate = localizationA11yGate(
      await gateInput('habits', (code) => {
        aaaPalettes(code);
        code.frontend['src/components/TextField.tsx'] = code.frontend[
          'src/components/TextField.tsx'
        ]!.replace('accessibilityLabel={label}', '');
      }),
    );
    const { labelled: count, total } = gate.labelledControls;
    expect(count).toBe(labelled.labelledControls.labelled - 1);
    expect(gate.a11yScore).toBeCloseTo(0.7 * (count / total) + 0.3, 3);
    expect(gate.a11yScore).toBeLessThan(labelled.a11yScore);
  });

  it('counts strings looked up through a translation function', async () => {
    const gate = localizationA11yGate(
      await gateInput('habits', (code) => {
        code.frontend['src/screens/Translated.tsx'] = [
          "import { Text } from 'react-native';",
          'const t = (key: string) => key;',
          'export const Title = () => <Text accessibilityHint={t("hint")}>{t("title")}</Text>;',
        ].join('\n');
      }),
    );
    expect(gate.localizationCoverage).toBeGreaterThan(0);
    expect(gate.summary).toMatch(/[1-9]\d?% of \d+ visible strings go through a translation/);
  });
});

describe('contrastRatio', () => {
  it('follows WCAG 2, compositing translucent text over its background', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#00000080', '#FFFFFF')).toBeCloseTo(contrastRatio('#7F7F7F', '#FFF')!, 2);
    expect(contrastRatio('red', '#FFFFFF')).toBeNull();
  });
});
