import { useId } from 'react';
import { Form } from 'react-router';
import { LOCALE_NAMES, SHIPPED_LOCALES } from '#domain/i18n/locales';
import { type InstanceSettings, LIMITS, SIGNUP_MODES } from '#domain/instance/settings';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { splitFailure } from '../auth';
import s from './Admin.module.css';
import { MODE_LABEL } from './signup-modes';
import '../../lib/texts/admin';

const FIELDS = [
  'name',
  'description',
  'logoUrl',
  'contactEmail',
  'rules',
  'terms',
  'privacy',
  'defaultLanguage',
  'signupMode',
  'membersMayInvite',
  'requireEmailConfirmation',
] as const;

const LANGUAGE_OPTIONS = SHIPPED_LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }));

const count = (v: string) => [...v].length;

/**
 * Issue 37: the instance's settings in one form, posted whole (a plain POST with the CSRF token,
 * so it works before the scripts load). After a refused save the typed values stay.
 */
export function InstanceSettingsForm(props: {
  settings: InstanceSettings;
  result: FormResult | undefined;
  busy: boolean;
}) {
  const id = useId();
  const csrf = useCsrfToken();
  const t = useT();
  const failure = isFailure(props.result) ? props.result : null;
  const errors = splitFailure(failure, FIELDS);
  const at = errors.field;
  const typed = failure?.fields;
  const v = (key: (typeof FIELDS)[number], saved: string) => typed?.[key] ?? saved;
  const st = props.settings;
  const modeOptions = SIGNUP_MODES.map((m) => ({ value: m, label: t(MODE_LABEL[m]) }));
  return (
    <Form method="post" className={s.form} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.sectionTitle}>
        {t('admin.settings.title')}
      </h2>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="settings" />
      <FormAlert id={`${id}-error`} message={errors.form} />
      <TextField
        id={`${id}-name`}
        label={t('admin.settings.name')}
        name="name"
        hint={t('admin.settings.nameHint')}
        defaultValue={v('name', st.name)}
        maxLength={LIMITS.name}
        required
        {...at('name')}
      />
      <TextArea
        id={`${id}-description`}
        label={t('admin.settings.description')}
        name="description"
        hint={t('admin.settings.descriptionHint')}
        defaultValue={v('description', st.description)}
        counter={{ max: LIMITS.description, count }}
        autoGrow
        {...at('description')}
      />
      {/* decision 059: the logo is uploaded in its own form above; this keeps it as it is */}
      <input type="hidden" name="logoUrl" value={st.logoUrl} />
      <div className={s.grid}>
        <TextField
          id={`${id}-contact`}
          label={t('admin.settings.contact')}
          name="contactEmail"
          type="email"
          hint={t('admin.settings.contactHint')}
          defaultValue={v('contactEmail', st.contactEmail)}
          {...at('contactEmail')}
        />
      </div>
      {/* decision 064: for visitors whose browser asks for none of the shipped languages */}
      <Select
        id={`${id}-language`}
        label={t('language.instanceDefault')}
        name="defaultLanguage"
        hint={t('language.instanceHint', { name: st.name })}
        options={LANGUAGE_OPTIONS}
        defaultValue={v('defaultLanguage', st.defaultLanguage)}
        required
        error={at('defaultLanguage').error}
      />
      <TextArea
        id={`${id}-rules`}
        label={t('admin.settings.rules')}
        name="rules"
        hint={t('admin.settings.rulesHint', { max: LIMITS.rules })}
        defaultValue={v('rules', st.rules.join('\n'))}
        autoGrow
        {...at('rules')}
      />
      <TextArea
        id={`${id}-terms`}
        label={t('admin.settings.terms')}
        name="terms"
        hint={t('admin.settings.termsHint')}
        defaultValue={v('terms', st.terms)}
        autoGrow
        {...at('terms')}
      />
      <TextArea
        id={`${id}-privacy`}
        label={t('admin.settings.privacy')}
        name="privacy"
        hint={t('admin.settings.privacyHint')}
        defaultValue={v('privacy', st.privacy)}
        autoGrow
        {...at('privacy')}
      />
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{t('admin.settings.whoMayJoin')}</legend>
        <Select
          id={`${id}-mode`}
          label={t('admin.settings.mode')}
          name="signupMode"
          hint={t('admin.settings.modeHint')}
          options={modeOptions}
          defaultValue={v('signupMode', st.signupMode)}
          required
          error={at('signupMode').error}
        />
        <Checkbox
          id={`${id}-members-invite`}
          label={t('admin.settings.membersInvite')}
          name="membersMayInvite"
          value="true"
          hint={t('admin.settings.membersInviteHint')}
          defaultChecked={typed ? typed.membersMayInvite === 'true' : st.membersMayInvite}
        />
        <Checkbox
          id={`${id}-confirm`}
          label={t('admin.settings.confirmEmail')}
          name="requireEmailConfirmation"
          value="true"
          hint={t('admin.settings.confirmEmailHint')}
          defaultChecked={
            typed ? typed.requireEmailConfirmation === 'true' : st.requireEmailConfirmation
          }
        />
      </fieldset>
      <div className={s.actions}>
        <p className={s.status} role="status">
          {isSuccess(props.result) && !props.busy ? props.result.message : ''}
        </p>
        <Button type="submit" variant="primary" loading={props.busy}>
          {t('admin.settings.save')}
        </Button>
      </div>
    </Form>
  );
}
