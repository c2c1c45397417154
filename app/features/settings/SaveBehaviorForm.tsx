import { useId } from 'react';
import { useFetcher } from 'react-router';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { RadioGroup } from '../../ui/RadioGroup';
import s from './Settings.module.css';
import '../../lib/texts/settings';

/** spec 01 §3 Viewer.save_behavior (P-094): what the Save button does for this account. */
export function SaveBehaviorForm() {
  const id = useId();
  const t = useT();
  const choices = [
    { value: '1', label: t('settings.saving.boards'), hint: t('settings.saving.boardsHint') },
    { value: '0', label: t('settings.saving.profile'), hint: t('settings.saving.profileHint') },
  ];
  const csrf = useCsrfToken();
  const viewer = useViewer();
  const fetcher = useFetcher<FormResult>();
  const busy = fetcher.state !== 'idle';
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  const current = String(viewer.save_behavior);
  return (
    <fetcher.Form method="post" className={s.form}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="saving" />
      <FormAlert id={`${id}-error`} message={failure?.error} />
      <RadioGroup
        legend={t('settings.saving.legend')}
        name="saveBehavior"
        options={choices}
        defaultValue={current}
      />
      <div className={s.actions}>
        <p className={s.status} role="status">
          {isSuccess(fetcher.data) && !busy ? fetcher.data.message : ''}
        </p>
        <Button type="submit" variant="primary" loading={busy}>
          {t('settings.saving.submit')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
