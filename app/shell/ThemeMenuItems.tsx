import { parseThemeChoice } from '#domain/layout/theme';
import { chooseTheme, useThemeChoice } from '../lib/theme';
import { useT } from '../ui/i18n';
import { MenuLabel, MenuRadioGroup, MenuRadioItem } from '../ui/Menu';
import { THEME_OPTIONS } from './theme-choices';

/** The theme choice inside a menu: System, Light, Dark; choosing stores it and reloads (M-235). */
export function ThemeMenuItems() {
  const choice = useThemeChoice();
  const t = useT();
  return (
    <>
      <MenuLabel>{t('shell.theme')}</MenuLabel>
      <MenuRadioGroup
        value={choice}
        onValueChange={(v) => {
          const next = parseThemeChoice(v);
          if (next !== choice) chooseTheme(next);
        }}
      >
        {THEME_OPTIONS.map((o) => (
          <MenuRadioItem key={o.value} value={o.value}>
            {t(o.label)}
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </>
  );
}
