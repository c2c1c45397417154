import { useId } from 'react';
import { useFetcher } from 'react-router';
import { PRIVATE_PROFILE_EXPLANATION } from '#domain/accounts/private-profile';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { Switch } from '../../ui/Switch';
import s from './Settings.module.css';

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
        label="Private profile"
        hint={PRIVATE_PROFILE_EXPLANATION}
        defaultChecked={isPrivate}
        labelFirst
      />
      <Switch
        name="searchIndexing"
        label="Let search engines show your profile"
        hint="Off, your profile and your Pins ask search engines such as Google not to list them. Pages already listed drop out when the search engine next visits. A private profile is never listed."
        defaultChecked={searchIndexing}
        labelFirst
      />
      <div className={s.actions}>
        <p className={s.status} role="status">
          {isSuccess(fetcher.data) && !busy ? fetcher.data.message : ''}
        </p>
        <Button type="submit" variant="primary" loading={busy}>
          Save privacy
        </Button>
      </div>
    </fetcher.Form>
  );
}
