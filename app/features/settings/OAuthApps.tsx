import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { OAuthAppModel, OAuthGrantModel } from '#domain/accounts/oauth';
import { articleDate } from '#domain/discovery/today';
import { type FormResult, isFailure } from '../../lib/form-result';
import { useModalShape } from '../../lib/modal-shape';
import { useCsrfToken } from '../../lib/root-data';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import s from './ApiTokens.module.css';
import '../../lib/texts/settings';

type Registered = FormResult & { clientId?: string; clientSecret?: string | null };

function Secret({ clientId, secret }: { clientId: string; secret: string | null }) {
  const t = useT();
  return (
    <section className={s.shown} aria-live="polite" aria-label={t('settings.oauth.yourNew')}>
      <p className={s.meta}>
        {secret ? t('settings.oauth.copySecret') : t('settings.oauth.noSecret')}
      </p>
      <TextField
        label={t('settings.oauth.clientId')}
        name="new-client-id"
        value={clientId}
        readOnly
      />
      {secret ? (
        <TextField
          label={t('settings.oauth.clientSecret')}
          name="new-client-secret"
          value={secret}
          readOnly
        />
      ) : null}
    </section>
  );
}

function AppRow({ app, csrf }: { app: OAuthAppModel; csrf: string }) {
  const fetcher = useFetcher<FormResult>();
  const shape = useModalShape('slideUp');
  const [open, setOpen] = useState(false);
  const t = useT();
  const language = useViewer().language;
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  const kind = t('settings.oauth.kind', { kind: app.confidential ? 'confidential' : 'public' });
  return (
    <li className={s.item}>
      <div>
        <p className={s.name}>{app.name}</p>
        <p className={s.meta}>
          {t('settings.oauth.clientId')} <code>{app.clientId}</code> · {kind} ·{' '}
          {t('settings.oauth.made', { date: articleDate(app.createdAt, language) })}
        </p>
        <ul
          className={`${s.meta} ${s.uris}`}
          aria-label={t('settings.oauth.redirectsOf', { name: app.name })}
        >
          {app.redirectUris.map((u) => (
            <li key={u}>
              <code>{u}</code>
            </li>
          ))}
        </ul>
        <FormAlert id={`app-${app.id}-error`} message={failure?.error} />
      </div>
      <Button
        variant="danger"
        size="sm"
        loading={fetcher.state !== 'idle'}
        aria-label={t('settings.oauth.deleteOf', { name: app.name })}
        onClick={() => setOpen(true)}
      >
        {t('settings.oauth.delete')}
      </Button>
      <ConfirmDialog
        {...shape}
        open={open}
        onOpenChange={setOpen}
        title={t('settings.oauth.askTitle', { name: app.name })}
        description={t('settings.oauth.askText')}
        confirmLabel={t('settings.oauth.confirm')}
        onConfirm={() => {
          fetcher.submit({ _csrf: csrf, intent: 'delete-app', id: app.id }, { method: 'post' });
          setOpen(false);
        }}
      />
    </li>
  );
}

/** Settings → Apps and tokens (decision 058): register an OAuth app, list and delete yours. */
export function OAuthApps({ apps }: { apps: OAuthAppModel[] }) {
  const id = useId();
  const t = useT();
  const csrf = useCsrfToken();
  const fetcher = useFetcher<Registered>();
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  const made = fetcher.data && 'clientId' in fetcher.data ? fetcher.data : null;
  const errorId = `${id}-error`;
  return (
    <div className={s.panel}>
      {made?.clientId ? (
        <Secret clientId={made.clientId} secret={made.clientSecret ?? null} />
      ) : null}
      <fetcher.Form method="post" className={s.form} aria-label={t('settings.oauth.register')}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="create-app" />
        <FormAlert id={errorId} message={failure?.intent === 'create-app' ? failure.error : null} />
        <TextField
          label={t('settings.oauth.name')}
          name="name"
          required
          maxLength={60}
          hint={t('settings.oauth.nameHint')}
        />
        <TextArea
          label={t('settings.oauth.redirects')}
          name="redirect_uris"
          required
          rows={3}
          hint={t('settings.oauth.redirectsHint')}
        />
        <Checkbox label={t('settings.oauth.confidential')} name="confidential" value="yes" />
        <div>
          <Button type="submit" variant="primary" loading={fetcher.state !== 'idle'}>
            {t('settings.oauth.submit')}
          </Button>
        </div>
      </fetcher.Form>
      {apps.length > 0 ? (
        <ul className={s.list} aria-label={t('settings.oauth.list')}>
          {apps.map((a) => (
            <AppRow key={a.id} app={a} csrf={csrf} />
          ))}
        </ul>
      ) : (
        <p className={s.meta}>{t('settings.oauth.none')}</p>
      )}
    </div>
  );
}

function GrantRow({ grant, csrf }: { grant: OAuthGrantModel; csrf: string }) {
  const fetcher = useFetcher<FormResult>();
  const t = useT();
  const language = useViewer().language;
  return (
    <li className={s.item}>
      <div>
        <p className={s.name}>{grant.name}</p>
        <p className={s.meta}>
          {grant.scopes.join(', ')} ·{' '}
          {t('settings.oauth.since', { date: articleDate(grant.since, language) })}
        </p>
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="revoke-grant" />
        <input type="hidden" name="app_id" value={grant.appId} />
        <Button
          type="submit"
          variant="danger"
          size="sm"
          loading={fetcher.state !== 'idle'}
          aria-label={t('settings.oauth.revokeOf', { name: grant.name })}
        >
          {t('settings.oauth.revoke')}
        </Button>
      </fetcher.Form>
    </li>
  );
}

/** The apps the person let use their account, each with Revoke access. */
export function AuthorizedApps({ grants }: { grants: OAuthGrantModel[] }) {
  const csrf = useCsrfToken();
  const t = useT();
  return grants.length > 0 ? (
    <ul className={s.list} aria-label={t('settings.oauth.authorized')}>
      {grants.map((g) => (
        <GrantRow key={g.appId} grant={g} csrf={csrf} />
      ))}
    </ul>
  ) : (
    <p className={s.meta}>{t('settings.oauth.noGrants')}</p>
  );
}
