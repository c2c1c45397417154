import { useId } from 'react';
import { useFetcher } from 'react-router';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { RadioGroup } from '../../ui/RadioGroup';
import s from './Settings.module.css';

const CHOICES = [
  {
    value: '1',
    label: 'Show my boards',
    hint: 'Pick a board (or a section) every time you save.',
  },
  {
    value: '0',
    label: 'Save straight to my profile',
    hint: 'One click saves the Pin to your profile; you can organise it later.',
  },
] as const;

/** spec 01 §3 Viewer.save_behavior (P-094): what the Save button does for this account. */
export function SaveBehaviorForm() {
  const id = useId();
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
        legend="When I press Save"
        name="saveBehavior"
        options={CHOICES}
        defaultValue={current}
      />
      <div className={s.actions}>
        <p className={s.status} role="status">
          {isSuccess(fetcher.data) && !busy ? fetcher.data.message : ''}
        </p>
        <Button type="submit" variant="primary" loading={busy}>
          Save choice
        </Button>
      </div>
    </fetcher.Form>
  );
}
