import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { API_SCOPES, type ApiTokenModel } from '#domain/accounts/api-tokens';
import { articleDate } from '#domain/discovery/today';

import { type FormResult, isFailure } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { FormAlert } from '../../ui/FormAlert';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import s from './ApiTokens.module.css';

const EXPIRY_OPTIONS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
] as const;

type Created = FormResult & { token?: string };

function Shown({ token }: { token: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <section className={s.shown} aria-live="polite" aria-label="Your new token">
      <p className={s.meta}>
        Copy your token now. For your safety we keep only a fingerprint of it, so you won’t be able
        to see it again.
      </p>
      <div className={s.token}>
        <TextField label="New token" name="new-token" value={token} readOnly />
        <Button
          onClick={() => {
            void navigator.clipboard?.writeText(token).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy token'}
        </Button>
      </div>
    </section>
  );
}

function TokenRow({ token, csrf }: { token: ApiTokenModel; csrf: string }) {
  const fetcher = useFetcher<FormResult>();
  const used = token.lastUsedAt ? `last used ${articleDate(token.lastUsedAt)}` : 'never used';
  const ends = token.expiresAt ? `expires ${articleDate(token.expiresAt)}` : 'never expires';
  return (
    <li className={s.item}>
      <div>
        <p className={s.name}>{token.name}</p>
        <p className={s.meta}>
          …{token.lastFour} · {token.scopes.join(', ')}
        </p>
        <p className={s.meta}>
          Made {articleDate(token.createdAt)} · {used} · {ends}
        </p>
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="id" value={token.id} />
        <Button
          type="submit"
          variant="danger"
          size="sm"
          loading={fetcher.state !== 'idle'}
          aria-label={`Revoke ${token.name}`}
        >
          Revoke
        </Button>
      </fetcher.Form>
    </li>
  );
}

/**
 * Settings → Apps and tokens (decision 055): make a personal access token for the public API,
 * see it once, and revoke the ones you no longer use.
 */
export function ApiTokens({ tokens }: { tokens: ApiTokenModel[] }) {
  const id = useId();
  const csrf = useCsrfToken();
  const fetcher = useFetcher<Created>();
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  const created = fetcher.data && 'token' in fetcher.data ? fetcher.data.token : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={s.panel}>
      {created ? <Shown token={created} /> : null}
      <fetcher.Form method="post" className={s.form}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="create" />
        <FormAlert id={errorId} message={failure?.error} />
        <TextField label="Name" name="name" required maxLength={60} hint="What it is for" />
        <fieldset className={s.scopes}>
          <legend className={s.legend}>Scopes</legend>
          {API_SCOPES.map((scope) => (
            <Checkbox key={scope} label={scope} name="scope" value={scope} />
          ))}
        </fieldset>
        <Select label="Expires after" name="expiry" options={EXPIRY_OPTIONS} defaultValue="90" />
        <div>
          <Button type="submit" variant="primary" loading={fetcher.state !== 'idle'}>
            Create token
          </Button>
        </div>
      </fetcher.Form>
      {tokens.length > 0 ? (
        <ul className={s.list} aria-label="Your tokens">
          {tokens.map((t) => (
            <TokenRow key={t.id} token={t} csrf={csrf} />
          ))}
        </ul>
      ) : (
        <p className={s.meta}>You have no tokens yet.</p>
      )}
    </div>
  );
}
