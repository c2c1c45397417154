import { useId } from 'react';
import { Form } from 'react-router';
import {
  type InstanceSettings,
  LIMITS,
  SIGNUP_MODE_ADMIN_TEXT,
  SIGNUP_MODE_TEXT,
  SIGNUP_MODES,
} from '#domain/instance/settings';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { FormAlert } from '../../ui/FormAlert';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { splitFailure } from '../auth';
import s from './Admin.module.css';

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

const MODE_OPTIONS = SIGNUP_MODES.map((m) => ({ value: m, label: SIGNUP_MODE_TEXT[m].label }));

const MODE_HINT = SIGNUP_MODES.map(
  (m) => `${SIGNUP_MODE_TEXT[m].label}: ${SIGNUP_MODE_ADMIN_TEXT[m]}`,
).join(' ');

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
  const failure = isFailure(props.result) ? props.result : null;
  const errors = splitFailure(failure, FIELDS);
  const at = errors.field;
  const typed = failure?.fields;
  const v = (key: (typeof FIELDS)[number], saved: string) => typed?.[key] ?? saved;
  const st = props.settings;
  return (
    <Form method="post" className={s.form} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.sectionTitle}>
        The instance
      </h2>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="settings" />
      <FormAlert id={`${id}-error`} message={errors.form} />
      <TextField
        id={`${id}-name`}
        label="Name"
        name="name"
        hint="Shown in the header, every page title, links shared elsewhere and mail."
        defaultValue={v('name', st.name)}
        maxLength={LIMITS.name}
        required
        {...at('name')}
      />
      <TextArea
        id={`${id}-description`}
        label="Short description"
        name="description"
        hint="One or two sentences for the About page and links shared elsewhere."
        defaultValue={v('description', st.description)}
        counter={{ max: LIMITS.description, count }}
        autoGrow
        {...at('description')}
      />
      <div className={s.grid}>
        <TextField
          id={`${id}-logo`}
          label="Logo address"
          name="logoUrl"
          inputMode="url"
          hint="An https:// address or a path on this site, square. Empty: Tessera's mark."
          defaultValue={v('logoUrl', st.logoUrl)}
          {...at('logoUrl')}
        />
        <TextField
          id={`${id}-contact`}
          label="Contact email"
          name="contactEmail"
          type="email"
          hint="Shown on the About page."
          defaultValue={v('contactEmail', st.contactEmail)}
          {...at('contactEmail')}
        />
        <TextField
          id={`${id}-language`}
          label="Default language"
          name="defaultLanguage"
          hint="A language code such as en, fr or pt-BR."
          defaultValue={v('defaultLanguage', st.defaultLanguage)}
          required
          {...at('defaultLanguage')}
        />
      </div>
      <TextArea
        id={`${id}-rules`}
        label="Rules"
        name="rules"
        hint={`One rule a line; they are numbered in this order. At most ${LIMITS.rules}.`}
        defaultValue={v('rules', st.rules.join('\n'))}
        autoGrow
        {...at('rules')}
      />
      <TextArea
        id={`${id}-terms`}
        label="Terms of service"
        name="terms"
        hint="Markdown: # headings, lists, **bold**, *italic* and [links](https://…). Shown at /about/terms/."
        defaultValue={v('terms', st.terms)}
        autoGrow
        {...at('terms')}
      />
      <TextArea
        id={`${id}-privacy`}
        label="Privacy policy"
        name="privacy"
        hint="Markdown, as above. Shown at /about/privacy/."
        defaultValue={v('privacy', st.privacy)}
        autoGrow
        {...at('privacy')}
      />
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>Who may join</legend>
        <Select
          id={`${id}-mode`}
          label="Sign-up mode"
          name="signupMode"
          hint={MODE_HINT}
          options={MODE_OPTIONS}
          defaultValue={v('signupMode', st.signupMode)}
          required
          error={at('signupMode').error}
        />
        <Checkbox
          id={`${id}-members-invite`}
          label="Members may make invite links too"
          name="membersMayInvite"
          value="true"
          hint="Otherwise only administrators make them, on the Sign-ups page."
          defaultChecked={typed ? typed.membersMayInvite === 'true' : st.membersMayInvite}
        />
        <Checkbox
          id={`${id}-confirm`}
          label="New accounts confirm their email before they post"
          name="requireEmailConfirmation"
          value="true"
          hint="A link is mailed at sign-up; until it is opened the account may look around but not create pins, boards or comments."
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
          Save settings
        </Button>
      </div>
    </Form>
  );
}
