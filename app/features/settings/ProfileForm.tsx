import { useId } from 'react';
import { useFetcher } from 'react-router';
import type { UserModel } from '#domain/pins/models';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { errorTarget } from '../auth';
import s from './Settings.module.css';

/** Public profile: name, username, about, website (what others see on /{username}/). */
export function ProfileForm({ user, lastName }: { user: UserModel; lastName: string }) {
  const id = useId();
  const csrf = useCsrfToken();
  const fetcher = useFetcher<FormResult>();
  const busy = fetcher.state !== 'idle';
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  const typed = failure?.fields;
  const errorId = `${id}-error`;
  const at = (name: string) => errorTarget(errorId, failure, name);
  return (
    <fetcher.Form method="post" className={s.form}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="profile" />
      <FormAlert id={errorId} message={failure?.error} />
      <div className={s.row}>
        <TextField
          id={`${id}-first`}
          label="First name"
          name="firstName"
          autoComplete="given-name"
          defaultValue={typed?.firstName ?? user.firstName}
          maxLength={30}
          required
          {...at('firstName')}
        />
        <TextField
          id={`${id}-last`}
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          defaultValue={typed?.lastName ?? lastName}
          maxLength={30}
          {...at('lastName')}
        />
      </div>
      <TextArea
        id={`${id}-about`}
        label="About"
        name="about"
        autoComplete="off"
        hint="Tell your story."
        defaultValue={typed?.about ?? user.about}
        maxLength={500}
        counter={{ max: 500 }}
        autoGrow
        {...at('about')}
      />
      <TextField
        id={`${id}-website`}
        label="Website"
        name="websiteUrl"
        type="url"
        autoComplete="url"
        defaultValue={typed?.websiteUrl ?? user.websiteUrl ?? ''}
        {...at('websiteUrl')}
      />
      <TextField
        id={`${id}-username`}
        label="Username"
        name="username"
        autoComplete="username"
        hint="Your profile is at /username/. 3 to 30 letters, digits or underscores."
        defaultValue={typed?.username ?? user.username}
        maxLength={30}
        required
        {...at('username')}
      />
      <div className={s.actions}>
        <p className={s.status} role="status">
          {isSuccess(fetcher.data) && !busy ? fetcher.data.message : ''}
        </p>
        <Button type="submit" variant="primary" loading={busy}>
          Save
        </Button>
      </div>
    </fetcher.Form>
  );
}
