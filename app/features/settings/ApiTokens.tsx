import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { API_SCOPES, type ApiTokenModel } from '#domain/accounts/api-tokens';
import { articleDate } from '#domain/discovery/today';

import { type FormResult, isFailure } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import s from './ApiTokens.module.css';
import '../../lib/texts/settings';

type Created = FormResult & { token?: string };

function Shown({ token }: { token: string }) {
  const [copied, setCopied] = useState(false);
  const t = useT();
  return (
    <section className={s.shown} aria-live="polite" aria-label={t('settings.tokens.yourNew')}>
      <p className={s.meta}>{t('settings.tokens.copyNow')}</p>
      <div className={s.token}>
        <TextField label={t('settings.tokens.newToken')} name="new-token" value={token} readOnly />
        <Button
          onClick={() => {
            void navigator.clipboard?.writeText(token).then(() => setCopied(true));
          }}
        >
          {copied ? t('settings.tokens.copied') : t('settings.tokens.copy')}
        </Button>
      </div>
    </section>
  );
}

function TokenRow({ token, csrf }: { token: ApiTokenModel; csrf: string }) {
  const fetcher = useFetcher<FormResult>();
  const t = useT();
  const language = useViewer().language;
  const made = t('settings.tokens.made', { date: articleDate(token.createdAt, language) });
  const used = token.lastUsedAt
    ? t('settings.tokens.lastUsed', { date: articleDate(token.lastUsedAt, language) })
    : t('settings.tokens.neverUsed');
  const ends = token.expiresAt
    ? t('settings.tokens.expires', { date: articleDate(token.expiresAt, language) })
    : t('settings.tokens.neverExpires');
  return (
    <li className={s.item}>
      <div>
        <p className={s.name}>{token.name}</p>
        <p className={s.meta}>
          …{token.lastFour} · {token.scopes.join(', ')}
        </p>
        <p className={s.meta}>
          {made} · {used} · {ends}
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
          aria-label={t('settings.tokens.revokeOf', { name: token.name })}
        >
          {t('settings.tokens.revoke')}
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
  const t = useT();
  const csrf = useCsrfToken();
  const fetcher = useFetcher<Created>();
  const expiryOptions = [
    ...[7, 30, 90].map((days) => ({
      value: String(days),
      label: t('settings.tokens.days', { count: days }),
    })),
    { value: '365', label: t('settings.tokens.oneYear') },
    { value: 'never', label: t('settings.tokens.never') },
  ];
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
        <TextField
          label={t('settings.tokens.name')}
          name="name"
          required
          maxLength={60}
          hint={t('settings.tokens.nameHint')}
        />
        <fieldset className={s.scopes}>
          <legend className={s.legend}>{t('settings.tokens.scopes')}</legend>
          {API_SCOPES.map((scope) => (
            <Checkbox key={scope} label={scope} name="scope" value={scope} />
          ))}
        </fieldset>
        <Select
          label={t('settings.tokens.expiry')}
          name="expiry"
          options={expiryOptions}
          defaultValue="90"
        />
        <div>
          <Button type="submit" variant="primary" loading={fetcher.state !== 'idle'}>
            {t('settings.tokens.create')}
          </Button>
        </div>
      </fetcher.Form>
      {tokens.length > 0 ? (
        <ul className={s.list} aria-label={t('settings.tokens.list')}>
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} csrf={csrf} />
          ))}
        </ul>
      ) : (
        <p className={s.meta}>{t('settings.tokens.none')}</p>
      )}
    </div>
  );
}
