import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { OAuthAppModel, OAuthGrantModel } from '#domain/accounts/oauth';
import { articleDate } from '#domain/discovery/today';
import { type FormResult, isFailure } from '../../lib/form-result';
import { useModalShape } from '../../lib/modal-shape';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/FormAlert';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import s from './ApiTokens.module.css';

type Registered = FormResult & { clientId?: string; clientSecret?: string | null };

function Secret({ clientId, secret }: { clientId: string; secret: string | null }) {
  return (
    <section className={s.shown} aria-live="polite" aria-label="Your new app">
      <p className={s.meta}>
        {secret
          ? 'Copy the client secret now. We keep only a fingerprint of it, so you won’t be able to see it again.'
          : 'A public app has no secret: it proves itself with PKCE (S256).'}
      </p>
      <TextField label="Client ID" name="new-client-id" value={clientId} readOnly />
      {secret ? (
        <TextField label="Client secret" name="new-client-secret" value={secret} readOnly />
      ) : null}
    </section>
  );
}

function AppRow({ app, csrf }: { app: OAuthAppModel; csrf: string }) {
  const fetcher = useFetcher<FormResult>();
  const shape = useModalShape('slideUp');
  const [open, setOpen] = useState(false);
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  return (
    <li className={s.item}>
      <div>
        <p className={s.name}>{app.name}</p>
        <p className={s.meta}>
          Client ID <code>{app.clientId}</code> · {app.confidential ? 'confidential' : 'public'} ·
          made {articleDate(app.createdAt)}
        </p>
        <ul className={`${s.meta} ${s.uris}`} aria-label={`Redirect URIs of ${app.name}`}>
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
        aria-label={`Delete ${app.name}`}
        onClick={() => setOpen(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        {...shape}
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${app.name}?`}
        description="Everyone who authorized it loses it at once: its tokens stop working. This can’t be undone."
        confirmLabel="Delete app"
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
      <fetcher.Form method="post" className={s.form} aria-label="Register an app">
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="create-app" />
        <FormAlert id={errorId} message={failure?.intent === 'create-app' ? failure.error : null} />
        <TextField
          label="App name"
          name="name"
          required
          maxLength={60}
          hint="People see it when they authorize it"
        />
        <TextArea
          label="Redirect URIs"
          name="redirect_uris"
          required
          rows={3}
          hint="One a line, matched exactly: https, or http on localhost"
        />
        <Checkbox
          label="Confidential app (runs on a server and can keep a client secret)"
          name="confidential"
          value="yes"
        />
        <div>
          <Button type="submit" variant="primary" loading={fetcher.state !== 'idle'}>
            Register app
          </Button>
        </div>
      </fetcher.Form>
      {apps.length > 0 ? (
        <ul className={s.list} aria-label="Your apps">
          {apps.map((a) => (
            <AppRow key={a.id} app={a} csrf={csrf} />
          ))}
        </ul>
      ) : (
        <p className={s.meta}>You have registered no apps.</p>
      )}
    </div>
  );
}

function GrantRow({ grant, csrf }: { grant: OAuthGrantModel; csrf: string }) {
  const fetcher = useFetcher<FormResult>();
  return (
    <li className={s.item}>
      <div>
        <p className={s.name}>{grant.name}</p>
        <p className={s.meta}>
          {grant.scopes.join(', ')} · since {articleDate(grant.since)}
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
          aria-label={`Revoke access of ${grant.name}`}
        >
          Revoke access
        </Button>
      </fetcher.Form>
    </li>
  );
}

/** The apps the person let use their account, each with Revoke access. */
export function AuthorizedApps({ grants }: { grants: OAuthGrantModel[] }) {
  const csrf = useCsrfToken();
  return grants.length > 0 ? (
    <ul className={s.list} aria-label="Authorized apps">
      {grants.map((g) => (
        <GrantRow key={g.appId} grant={g} csrf={csrf} />
      ))}
    </ul>
  ) : (
    <p className={s.meta}>No app can use your account.</p>
  );
}
