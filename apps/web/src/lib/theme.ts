export const THEME_STORAGE_KEY = 'ui-theme';
export type Theme = 'dark' | 'light' | 'system';

/**
 * spec 01 §4: the theme is forced to dark whatever is stored; the chosen value is still written
 * under `ui-theme`. Storage may be unavailable (private mode, sandboxing): the page stays dark.
 */
export function applyForcedTheme(root: HTMLElement = document.documentElement): Theme {
  const theme: Theme = 'dark';
  root.classList.remove('light', 'system');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused; the class above is what renders.
  }
  return theme;
}
