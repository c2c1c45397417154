import type { ThemeChoice } from '#domain/layout/theme';

/** The theme choices as menus and settings offer them, in this order. */
export const THEME_OPTIONS: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];
