import { useId } from 'react';
import { useFetcher } from 'react-router';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { Switch } from '../../ui/Switch';
import s from './Settings.module.css';
import '../../lib/texts/settings';

/**
 * Issue 33: a private profile (decision 045), and whether search engines may index your profile
 * and your Pins (a private profile is never indexed).
 */
export function PrivacyForm({
  searchIndexing,
  isPrivate,
}: {
  searchIndexing: boolean;
  isPrivate: boolean;
}) {
  const id = useId();
  const t = useT();
  const csrf = useCsrfToken();
  const fetcher = useFetcher<FormResult>();
  const busy = fetcher.state !== 'idle';
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  return (
    <fetcher.Form method="post" className={s.form}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="privacy" />
      <FormAlert id={`${id}-error`} message={failure?.error} />
      <Switch
        name="isPrivate"
        label={t('settings.privacy.private')}
        hint={t('settings.privacy.privateHint')}
        defaultChecked={isPrivate}
        labelFirst
      />
      <Switch
        name="searchIndexing"
        label={t('settings.privacy.indexing')}
        hint={t('settings.privacy.indexingHint')}
        defaultChecked={searchIndexing}
        labelFirst
      />
      <div className={s.actions}>
        <p className={s.status} role="status">
          {isSuccess(fetcher.data) && !busy ? fetcher.data.message : ''}
        </p>
        <Button type="submit" variant="primary" loading={busy}>
          {t('settings.privacy.submit')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
