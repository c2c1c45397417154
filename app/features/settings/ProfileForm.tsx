import { useId } from 'react';
import { useFetcher } from 'react-router';
import type { UserModel } from '#domain/pins/models';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { errorTarget } from '../auth';
import s from './Settings.module.css';
import '../../lib/texts/settings';

/** Public profile: name, username, about, website (what others see on /{username}/). */
export function ProfileForm({ user, lastName }: { user: UserModel; lastName: string }) {
  const id = useId();
  const t = useT();
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
          label={t('auth.firstName')}
          name="firstName"
          autoComplete="given-name"
          defaultValue={typed?.firstName ?? user.firstName}
          maxLength={30}
          required
          {...at('firstName')}
        />
        <TextField
          id={`${id}-last`}
          label={t('settings.profile.lastName')}
          name="lastName"
          autoComplete="family-name"
          defaultValue={typed?.lastName ?? lastName}
          maxLength={30}
          {...at('lastName')}
        />
      </div>
      <TextArea
        id={`${id}-about`}
        label={t('settings.profile.about')}
        name="about"
        autoComplete="off"
        hint={t('settings.profile.aboutHint')}
        defaultValue={typed?.about ?? user.about}
        maxLength={500}
        counter={{ max: 500 }}
        autoGrow
        {...at('about')}
      />
      <TextField
        id={`${id}-website`}
        label={t('settings.profile.website')}
        name="websiteUrl"
        type="url"
        autoComplete="url"
        defaultValue={typed?.websiteUrl ?? user.websiteUrl ?? ''}
        {...at('websiteUrl')}
      />
      <TextField
        id={`${id}-username`}
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        hint={t('settings.profile.usernameHint')}
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
          {t('settings.profile.save')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
