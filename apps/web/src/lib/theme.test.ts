import { beforeEach, describe, expect, it } from 'vitest';
import { applyForcedTheme, THEME_STORAGE_KEY } from './theme';

describe('applyForcedTheme', () => {
  beforeEach(() => {
    document.documentElement.className = '';
    localStorage.clear();
  });

  it('forces dark even when light is stored, and stores dark', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    document.documentElement.classList.add('light');
    expect(applyForcedTheme()).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
});
