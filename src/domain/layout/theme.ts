/**
 * spec 02 §1 (M-011 dark theme), §4 (M-234, M-235), §9: a person picks light or dark, or
 * leaves it to the system. The choice lives in the browser's local storage; "system" is the
 * key cleared, so the page follows `prefers-color-scheme`.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

/** The local-storage key; absent means "system". */
export const THEME_STORAGE_KEY = 'theme';

/** The background each theme paints, for `<meta name="theme-color">` (tokens.css --color-bg). */
export const THEME_COLOR: Record<Theme, string> = { light: '#ffffff', dark: '#111111' };

/** A stored value as a choice: anything but `light` or `dark` (missing, garbage) is system. */
export function parseThemeChoice(stored: string | null | undefined): ThemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** The theme a page paints for a choice, given whether the system prefers dark. */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}
