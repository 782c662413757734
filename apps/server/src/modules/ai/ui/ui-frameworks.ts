import type { UiTheme } from './ui-recipe';
import { composeThemeBlock, swiftThemeBlock, webThemeBlock } from './ui-theme';

/** The file layout shared by every recipe: imports, the theme, then the component. */

export function reactModule(theme: UiTheme, reactImports: string[], body: string): string {
  const imports = [...reactImports, 'type CSSProperties'].join(', ');
  return tidy`import { ${imports} } from 'react';

${webThemeBlock(theme)}

${body.trim()}
`;
}

/**
 * The preview is a PreviewProvider rather than Xcode 15's `#Preview` macro: it works in every
 * Xcode, and the Swift grammar the answers are checked with does not read macros.
 */
export function swiftModule(theme: UiTheme, name: string, body: string, preview: string): string {
  return tidy`import SwiftUI

${swiftThemeBlock(theme)}

${body.trim()}

struct ${name}_Previews: PreviewProvider {
    static var previews: some View {
${indent(preview.trim(), 8)}
    }
}
`;
}

const COMPOSE_IMPORTS = [
  'androidx.compose.foundation.layout.*',
  'androidx.compose.material3.*',
  'androidx.compose.runtime.*',
  'androidx.compose.ui.Alignment',
  'androidx.compose.ui.Modifier',
  'androidx.compose.ui.graphics.Color',
  'androidx.compose.ui.semantics.*',
  'androidx.compose.ui.text.font.FontWeight',
  'androidx.compose.ui.tooling.preview.Preview',
  'androidx.compose.ui.unit.dp',
  'androidx.compose.ui.unit.sp',
];

export function composeModule(
  theme: UiTheme,
  imports: string[],
  body: string,
  preview: { name: string; call: string },
): string {
  const all = [...new Set([...COMPOSE_IMPORTS, ...imports])].sort();
  return tidy`${all.map((name) => `import ${name}`).join('\n')}

${composeThemeBlock(theme)}

${body.trim()}

@Preview(showBackground = true)
@Composable
private fun ${preview.name}Preview() {
${indent(preview.call.trim(), 4)}
}
`;
}

/** Indents every line but empty ones by `spaces`. */
export function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n');
}

/**
 * Template tag: the file with the blank lines optional parts leave behind removed (after an
 * opening bracket, before a closing one, or repeated).
 */
function tidy(strings: TemplateStringsArray, ...values: unknown[]): string {
  const text = strings.reduce(
    (all, part, i) => all + part + (i < values.length ? String(values[i]) : ''),
    '',
  );
  const lines = text.split('\n').map((line) => line.trimEnd());
  const kept = lines.filter((line, i) => {
    if (line !== '') return true;
    const previous = lines[i - 1] ?? '';
    const next = lines.slice(i + 1).find((later) => later !== '') ?? '';
    return previous !== '' && !/[{([]$/.test(previous) && !/^\s*[})\]]/.test(next);
  });
  return `${kept.join('\n').trim()}\n`;
}
