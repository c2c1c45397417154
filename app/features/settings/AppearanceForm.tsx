import { useId } from 'react';
import { parseThemeChoice } from '#domain/layout/theme';
import { chooseTheme, useThemeChoice } from '../../lib/theme';
import { useT } from '../../ui/i18n';
import { RadioGroup } from '../../ui/RadioGroup';
import s from './AppearanceForm.module.css';
import { SettingsSection } from './SettingsSection';
import '../../lib/texts/settings';

/**
 * spec 02 §1 (M-011), §4 (M-234, M-235): the theme of this browser. It lives in local storage,
 * not the account, so choosing stores it and reloads the page in the new theme at once.
 */
export function AppearanceForm() {
  const id = useId();
  const choice = useThemeChoice();
  const t = useT();
  const options = [
    { value: 'system', label: t('shell.themeSystem'), hint: t('settings.appearance.systemHint') },
    { value: 'light', label: t('shell.themeLight'), hint: t('settings.appearance.lightHint') },
    { value: 'dark', label: t('shell.themeDark'), hint: t('settings.appearance.darkHint') },
  ];
  return (
    <SettingsSection
      id={`${id}-title`}
      title={t('settings.appearance.title')}
      lead={t('settings.appearance.lead')}
    >
      <div className={s.choices}>
        <RadioGroup
          legend={t('shell.theme')}
          name="theme"
          options={options}
          value={choice}
          onValueChange={(v) => chooseTheme(parseThemeChoice(v))}
        />
      </div>
    </SettingsSection>
  );
}
