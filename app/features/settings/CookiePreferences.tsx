import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { type CookieConsent, REJECT_ALL } from '#domain/consent/consent';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { CookieSwitches } from '../consent';
import s from './Settings.module.css';
import '../../lib/texts/settings';

/**
 * spec 02 §3 user settings, §4: the three cookie choices of the banner and its modal, kept on
 * the account. A page form (decision 008): it posts to the settings action, which calls the
 * same service as UserSettingsResource, and works without scripts (unticked boxes post nothing).
 */
export function CookiePreferences() {
  const id = useId();
  const t = useT();
  const csrf = useCsrfToken();
  const stored = useViewer().cookieConsent;
  const fetcher = useFetcher<FormResult>();
  const busy = fetcher.state !== 'idle';
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  const [value, setValue] = useState<CookieConsent>(stored ?? REJECT_ALL);
  // after a save the refreshed viewer is the truth again
  useEffect(() => {
    if (stored) setValue(stored);
  }, [stored]);
  return (
    <fetcher.Form method="post" className={s.form} aria-describedby={`${id}-lead`}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="cookies" />
      <p id={`${id}-lead`}>
        {stored ? t('settings.cookies.chosen') : t('settings.cookies.unchosen')}
      </p>
      <FormAlert id={`${id}-error`} message={failure?.error} />
      <CookieSwitches value={value} onChange={setValue} disabled={busy} />
      <div className={s.actions}>
        <p className={s.status} role="status">
          {isSuccess(fetcher.data) && !busy ? fetcher.data.message : ''}
        </p>
        <Button type="submit" variant="primary" loading={busy}>
          {t('settings.cookies.submit')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
