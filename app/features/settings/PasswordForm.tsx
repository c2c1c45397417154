import { useId } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { type FormResult, isFailure } from '../../lib/form-result';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { AccountFormHead, errorTarget, PasswordField } from '../auth';
import s from './Settings.module.css';
import '../../lib/texts/settings';

export function PasswordForm() {
  const id = useId();
  const t = useT();
  const fetcher = useFetcher<FormResult>();
  const [params] = useSearchParams();
  const busy = fetcher.state !== 'idle';
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  const errorId = `${id}-error`;
  const saved = params.get('saved') === 'password' && !failure && !busy;
  return (
    <fetcher.Form method="post" className={s.form}>
      <AccountFormHead hidden={{ intent: 'password' }} errorId={errorId} error={failure?.error} />
      <PasswordField
        id={`${id}-current`}
        label={t('settings.currentPassword')}
        name="currentPassword"
        {...errorTarget(errorId, failure, 'currentPassword')}
      />
      <PasswordField
        fresh
        id={`${id}-new`}
        label={t('settings.password.new')}
        name="newPassword"
        hint={t('settings.password.hint')}
        {...errorTarget(errorId, failure, 'newPassword')}
      />
      <div className={s.actions}>
        <p className={s.status} role="status">
          {saved ? t('settings.password.saved') : ''}
        </p>
        <Button type="submit" variant="primary" loading={busy}>
          {t('settings.password.submit')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
