import { useId } from 'react';
import { Form } from 'react-router';
import { LOCALE_NAMES, SHIPPED_LOCALES } from '#domain/i18n/locales';
import { useCsrfToken, useInstance } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { RadioGroup } from '../../ui/RadioGroup';
import s from './Settings.module.css';
import { SettingsSection } from './SettingsSection';

/**
 * Decision 064: the account's language. A plain form to /language: the answer loads the page
 * again as a document, in the new language (its catalog is read once per document).
 */
export function LanguageForm({ chosen }: { chosen: string | null }) {
  const id = useId();
  const t = useT();
  const csrf = useCsrfToken();
  const { name } = useInstance();
  const options = [
    { value: '', label: t('language.auto') },
    ...SHIPPED_LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] })),
  ];
  return (
    <SettingsSection
      id={`${id}-language`}
      title={t('language.title')}
      lead={t('language.hint', { name })}
    >
      <Form method="post" action="/language" reloadDocument className={s.form}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="next" value="/settings" />
        <RadioGroup
          legend={t('language.title')}
          hideLegend
          name="locale"
          options={options}
          defaultValue={chosen ?? ''}
        />
        <div className={s.actions}>
          <Button type="submit" variant="primary">
            {t('language.save')}
          </Button>
        </div>
      </Form>
    </SettingsSection>
  );
}
