import { useEffect, useId } from 'react';
import { useFetcher } from 'react-router';
import {
  EMAIL_MODES,
  NOTIFICATION_CATEGORIES,
  type NotificationPreferences,
  preferenceField,
} from '#domain/messages/notification-preferences';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { RadioGroup } from '../../ui/RadioGroup';
import { Switch } from '../../ui/Switch';
import { useToast } from '../../ui/Toast';
import s from './NotificationPreferencesForm.module.css';
import f from './Settings.module.css';

/**
 * M-081, decision 044: per category of notification, whether it shows in Tessera and whether it
 * is emailed, and how emails come. A page form (decision 008): it posts without scripts (a
 * switch that is off posts nothing), and with them the answer also shows as a toast.
 */
export function NotificationPreferencesForm({ value }: { value: NotificationPreferences }) {
  const id = useId();
  const csrf = useCsrfToken();
  const fetcher = useFetcher<FormResult>();
  const busy = fetcher.state !== 'idle';
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  const saved = isSuccess(fetcher.data) && !busy ? fetcher.data.message : '';
  const toast = useToast();
  useEffect(() => {
    if (saved) toast.show({ text: saved });
  }, [saved, toast]);
  return (
    <fetcher.Form method="post" className={f.form}>
      <input type="hidden" name="_csrf" value={csrf} />
      <FormAlert id={`${id}-error`} message={failure?.error} />
      <ul className={s.list}>
        {NOTIFICATION_CATEGORIES.map((c) => (
          <li key={c.id}>
            <fieldset className={s.category} aria-describedby={`${id}-${c.id}-hint`}>
              <legend className={s.legend}>{c.label}</legend>
              <p id={`${id}-${c.id}-hint`} className={s.hint}>
                {c.hint}
              </p>
              <div className={s.switches}>
                <Switch
                  name={preferenceField('inApp', c.id)}
                  label="In Tessera"
                  defaultChecked={value.categories[c.id].inApp}
                  labelFirst
                />
                <Switch
                  name={preferenceField('email', c.id)}
                  label="By email"
                  defaultChecked={value.categories[c.id].email}
                  labelFirst
                />
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      <RadioGroup
        legend="How emails come"
        name="emailMode"
        options={EMAIL_MODES}
        defaultValue={value.emailMode}
      />
      <div className={f.actions}>
        {/* the toast announces it; this line keeps it in view */}
        <p className={f.status}>{saved}</p>
        <Button type="submit" variant="primary" loading={busy}>
          Save notification settings
        </Button>
      </div>
    </fetcher.Form>
  );
}
