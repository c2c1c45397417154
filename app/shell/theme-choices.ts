import type { MessageId } from '#domain/i18n/catalogs/en';
import type { ThemeChoice } from '#domain/layout/theme';

/** The theme choices as menus and settings offer them, in this order. */
export const THEME_OPTIONS: readonly { value: ThemeChoice; label: MessageId }[] = [
  { value: 'system', label: 'shell.themeSystem' },
  { value: 'light', label: 'shell.themeLight' },
  { value: 'dark', label: 'shell.themeDark' },
];
