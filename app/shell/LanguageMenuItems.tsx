import { useSubmit } from 'react-router';
import { LOCALE_NAMES, SHIPPED_LOCALES } from '#domain/i18n/locales';
import { usePageLocale } from '../lib/root-data';
import { useT } from '../ui/i18n';
import { MenuLabel, MenuRadioGroup, MenuRadioItem } from '../ui/Menu';

/**
 * Decision 064: a visitor's language, in their menu: choosing posts it (a cookie) and the page
 * comes back as a document in the new language. Each name is in its own language.
 */
export function LanguageMenuItems({ here }: { here: string }) {
  const t = useT();
  const current = usePageLocale();
  const submit = useSubmit();
  return (
    <>
      <MenuLabel>{t('shell.language')}</MenuLabel>
      <MenuRadioGroup
        value={current}
        onValueChange={(locale) => {
          if (locale !== current) {
            void submit({ locale, next: here }, { method: 'post', action: '/language' });
          }
        }}
      >
        {SHIPPED_LOCALES.map((l) => (
          <MenuRadioItem key={l} value={l}>
            <span lang={l}>{LOCALE_NAMES[l]}</span>
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </>
  );
}
