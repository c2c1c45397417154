import { Form, useNavigation } from 'react-router';
import { isApiScope } from '#domain/accounts/api-tokens';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { useT, withNodes } from '../../ui/i18n';
import s from './Consent.module.css';

export interface ConsentProps {
  appName: string;
  scopes: string[];
  params: Record<string, string | undefined>;
  username: string;
}

/**
 * decision 058: the OAuth consent page: which app asks, what it may do, Allow or Deny. The
 * request's parameters ride along in the form, with the CSRF token.
 */
export function Consent({ appName, scopes, params, username }: ConsentProps) {
  const csrf = useCsrfToken();
  const busy = useNavigation().state !== 'idle';
  const t = useT();
  return (
    <div className={s.page}>
      <h1 className={s.title}>
        {withNodes(t, 'auth.consentTitle', { app: <span className={s.app}>{appName}</span> })}
      </h1>
      <p className={s.lead}>
        {withNodes(
          t,
          'auth.consentLead',
          { username: <strong>@{username}</strong> },
          { app: appName },
        )}
      </p>
      <ul className={s.scopes} aria-label={t('auth.consentScopes')}>
        {scopes.map((scope) => (
          <li key={scope} className={s.scope}>
            <span>{isApiScope(scope) ? t(`auth.scope.${scope}`) : scope}</span>
            <code className={s.code}>{scope}</code>
          </li>
        ))}
      </ul>
      <p className={s.note}>{t('auth.consentNote')}</p>
      <Form method="post" className={s.actions}>
        <input type="hidden" name="_csrf" value={csrf} />
        {Object.entries(params).map(([k, v]) =>
          v ? <input key={k} type="hidden" name={k} value={v} /> : null,
        )}
        <Button type="submit" name="decision" value="deny" disabled={busy}>
          {t('auth.deny')}
        </Button>
        <Button type="submit" name="decision" value="allow" variant="primary" loading={busy}>
          {t('auth.allow')}
        </Button>
      </Form>
    </div>
  );
}

/** An authorize request with nowhere safe to go back to. */
export function ConsentProblem({ message }: { message: string }) {
  const t = useT();
  return (
    <div className={s.page}>
      <h1 className={s.title}>{t('auth.consentProblem')}</h1>
      <Callout tone="error" label={t('auth.problem')} width="inline" message={message} />
    </div>
  );
}
