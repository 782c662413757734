import type { GenerateUiBody } from '@appforge/shared/contracts/ai';
import { DEFAULT_THEME } from '@appforge/shared/contracts/builder';

export type UiTheme = GenerateUiBody['theme'];

/** The brand colours (shared/DESIGN.md), a 16 px base font and a 16 px spacing unit. */
export const UI_THEME_DEFAULTS: UiTheme = {
  primaryColor: DEFAULT_THEME.primaryColor,
  secondaryColor: DEFAULT_THEME.secondaryColor,
  fontSize: 16,
  spacing: 16,
};

/** The bounds contracts/ai.ts accepts for the two numbers. */
export const FONT_SIZE_RANGE = { min: 8, max: 48 } as const;
export const SPACING_RANGE = { min: 0, max: 64 } as const;

/** A typed number brought inside its range and rounded; blank or not a number gives the fallback. */
export function wholeNumberIn(
  text: string,
  range: { min: number; max: number },
  fallback: number,
): number {
  if (text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}
