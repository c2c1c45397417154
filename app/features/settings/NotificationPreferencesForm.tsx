import { useEffect, useId } from 'react';
import { useFetcher } from 'react-router';
import type { MessageId } from '#domain/i18n/catalogs/en';
import {
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationPreferences,
  preferenceField,
} from '#domain/messages/notification-preferences';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { RadioGroup } from '../../ui/RadioGroup';
import { Switch } from '../../ui/Switch';
import { useToast } from '../../ui/Toast';
import s from './NotificationPreferencesForm.module.css';
import { PushDevice } from './PushDevice';
import f from './Settings.module.css';
import '../../lib/texts/settings';

/** Each category's name and what it covers, as the catalog says them (decision 064). */
const CATEGORY_TEXT: Record<NotificationCategory, [MessageId, MessageId]> = {
  saves: ['settings.notifications.saves', 'settings.notifications.savesHint'],
  followers: ['settings.notifications.followers', 'settings.notifications.followersHint'],
  boards: ['settings.notifications.boards', 'settings.notifications.boardsHint'],
  messages: ['settings.notifications.messages', 'settings.notifications.messagesHint'],
  comments: ['settings.notifications.comments', 'settings.notifications.commentsHint'],
  mentions: ['settings.notifications.mentions', 'settings.notifications.mentionsHint'],
};

/**
 * M-081, decision 044: per category of notification, whether it shows in Tessera, whether it
 * is emailed and (decision 065) pushed, and how emails come. A page form (decision 008): it posts without scripts (a
 * switch that is off posts nothing), and with them the answer also shows as a toast.
 */
export function NotificationPreferencesForm({ value }: { value: NotificationPreferences }) {
  const id = useId();
  const t = useT();
  const emailModes = [
    {
      value: 'instant',
      label: t('settings.notifications.instant'),
      hint: t('settings.notifications.instantHint'),
    },
    {
      value: 'digest',
      label: t('settings.notifications.digest'),
      hint: t('settings.notifications.digestHint'),
    },
  ];
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
      <PushDevice />
      <ul className={s.list}>
        {NOTIFICATION_CATEGORIES.map((c) => (
          <li key={c.id}>
            <fieldset className={s.category} aria-describedby={`${id}-${c.id}-hint`}>
              <legend className={s.legend}>{t(CATEGORY_TEXT[c.id][0])}</legend>
              <p id={`${id}-${c.id}-hint`} className={s.hint}>
                {t(CATEGORY_TEXT[c.id][1])}
              </p>
              <div className={s.switches}>
                <Switch
                  name={preferenceField('inApp', c.id)}
                  label={t('settings.notifications.inApp')}
                  defaultChecked={value.categories[c.id].inApp}
                  labelFirst
                />
                <Switch
                  name={preferenceField('email', c.id)}
                  label={t('settings.notifications.email')}
                  defaultChecked={value.categories[c.id].email}
                  labelFirst
                />
                <Switch
                  name={preferenceField('push', c.id)}
                  label={t('settings.notifications.push')}
                  defaultChecked={value.categories[c.id].push}
                  labelFirst
                />
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      <RadioGroup
        legend={t('settings.notifications.emailMode')}
        name="emailMode"
        options={emailModes}
        defaultValue={value.emailMode}
      />
      <div className={f.actions}>
        {/* the toast announces it; this line keeps it in view */}
        <p className={f.status}>{saved}</p>
        <Button type="submit" variant="primary" loading={busy}>
          {t('settings.notifications.submit')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
