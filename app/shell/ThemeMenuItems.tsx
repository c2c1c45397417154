import { DropdownMenu } from 'radix-ui';
import { parseThemeChoice } from '#domain/theme';
import { chooseTheme, useThemeChoice } from '../lib/theme';
import s from './Header.module.css';
import { THEME_OPTIONS } from './theme-choices';

/** The theme choice inside a menu: System, Light, Dark; choosing stores it and reloads (M-235). */
export function ThemeMenuItems() {
  const choice = useThemeChoice();
  return (
    <DropdownMenu.Group>
      <DropdownMenu.Label className={s.menuHeading}>Theme</DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        value={choice}
        onValueChange={(v) => {
          const next = parseThemeChoice(v);
          if (next !== choice) chooseTheme(next);
        }}
      >
        {THEME_OPTIONS.map((o) => (
          <DropdownMenu.RadioItem key={o.value} value={o.value} className={s.menuItem}>
            {o.label}
            <DropdownMenu.ItemIndicator className={s.menuCheck}>✓</DropdownMenu.ItemIndicator>
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </DropdownMenu.Group>
  );
}
