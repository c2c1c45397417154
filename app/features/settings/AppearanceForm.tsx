import { useId } from 'react';
import { parseThemeChoice } from '#domain/layout/theme';
import { chooseTheme, useThemeChoice } from '../../lib/theme';
import { RadioGroup } from '../../ui/RadioGroup';
import s from './AppearanceForm.module.css';
import { SettingsSection } from './SettingsSection';

const OPTIONS = [
  { value: 'system', label: 'System', hint: 'Follow your device’s light or dark setting.' },
  { value: 'light', label: 'Light', hint: 'Dark text on a light background.' },
  { value: 'dark', label: 'Dark', hint: 'Light text on a dark background, easier at night.' },
] as const;

/**
 * spec 02 §1 (M-011), §4 (M-234, M-235): the theme of this browser. It lives in local storage,
 * not the account, so choosing stores it and reloads the page in the new theme at once.
 */
export function AppearanceForm() {
  const id = useId();
  const choice = useThemeChoice();
  return (
    <SettingsSection
      id={`${id}-title`}
      title="Appearance"
      lead="The theme of Tessera in this browser."
    >
      <div className={s.choices}>
        <RadioGroup
          legend="Theme"
          name="theme"
          options={OPTIONS}
          value={choice}
          onValueChange={(v) => chooseTheme(parseThemeChoice(v))}
        />
      </div>
    </SettingsSection>
  );
}
