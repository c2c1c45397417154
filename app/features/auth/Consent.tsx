import { Form, useNavigation } from 'react-router';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import s from './Consent.module.css';

/** What each scope lets an app do, in the words of the consent page. */
const SCOPE_WORDS: Record<string, string> = {
  'boards:read': 'See your public boards',
  'boards:read_secret': 'See your secret boards',
  'boards:write': 'Create, change and delete your boards',
  'pins:read': 'See your public Pins',
  'pins:read_secret': 'See the Pins on your secret boards',
  'pins:write': 'Create, change and delete your Pins',
  'user_accounts:read': 'See your account’s name, profile and counts',
};

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
  return (
    <div className={s.page}>
      <h1 className={s.title}>
        <span className={s.app}>{appName}</span> wants to use your Tessera account
      </h1>
      <p className={s.lead}>
        You are signed in as <strong>@{username}</strong>. If you allow it, {appName} will be able
        to:
      </p>
      <ul className={s.scopes} aria-label="What the app asks for">
        {scopes.map((scope) => (
          <li key={scope} className={s.scope}>
            <span>{SCOPE_WORDS[scope] ?? scope}</span>
            <code className={s.code}>{scope}</code>
          </li>
        ))}
      </ul>
      <p className={s.note}>
        It will never see your password. You can take this access back at any time in Settings →
        Apps and tokens.
      </p>
      <Form method="post" className={s.actions}>
        <input type="hidden" name="_csrf" value={csrf} />
        {Object.entries(params).map(([k, v]) =>
          v ? <input key={k} type="hidden" name={k} value={v} /> : null,
        )}
        <Button type="submit" name="decision" value="deny" disabled={busy}>
          Deny
        </Button>
        <Button type="submit" name="decision" value="allow" variant="primary" loading={busy}>
          Allow
        </Button>
      </Form>
    </div>
  );
}

/** An authorize request with nowhere safe to go back to. */
export function ConsentProblem({ message }: { message: string }) {
  return (
    <div className={s.page}>
      <h1 className={s.title}>This app’s request can’t be used</h1>
      <Callout tone="error" label="Problem" width="inline" message={message} />
    </div>
  );
}
