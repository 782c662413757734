import type { GenerateUiBody, UiPlatform } from '@appforge/shared/contracts/ai';
import type { DescriptionWords } from './description-model';

export type UiTheme = GenerateUiBody['theme'];

export interface UiContext {
  /** What the person typed. */
  description: string;
  platform: UiPlatform;
  theme: UiTheme;
  /** What the description names for the component to show (description-model.ts). */
  words: DescriptionWords;
  /** PascalCase, a valid type name on every platform (ui-names.ts). */
  name: string;
}

export interface RenderedUi {
  code: string;
  /** What the component shows, how the theme and accessibility are applied, how to use it. */
  explanation: string;
}

export interface UiRecipe {
  id: string;
  title: string;
  /** The component name when the description gives none (e.g. "LoginForm"). */
  defaultName: string;
  /** Scored against the description, a match in its noun phrase counting twice (ui-matcher.ts). */
  triggers: RegExp[];
  render(ctx: UiContext): RenderedUi;
}

/** One rendering per framework: the single pattern every recipe follows. */
export type PlatformRenderers = Record<UiPlatform, (ctx: UiContext) => string>;

export interface UiRecipeDefinition extends Omit<UiRecipe, 'render'> {
  code: PlatformRenderers;
  explain: (ctx: UiContext) => string;
}

export function defineUiRecipe(definition: UiRecipeDefinition): UiRecipe {
  const { code, explain, ...recipe } = definition;
  return {
    ...recipe,
    render: (ctx) => ({ code: code[ctx.platform](ctx), explanation: explain(ctx) }),
  };
}

/** "a, b and c": how explanations list things. */
export function listed(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export const THEME_NOTE =
  'Colours, font size and spacing come from the theme constants at the top of the file.';
