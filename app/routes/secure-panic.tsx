import { Form, useNavigation } from 'react-router';
import { AuthCard } from '../features/auth';
import { panicAction } from '../features/auth/panic.server';
import { useCsrfToken } from '../lib/root-data';
import { siteTitle } from '../lib/site-name';
import { Button, ButtonLink } from '../ui/Button';
import type { Route } from './+types/secure-panic';
import s from './secure-panic.module.css';

const RESET_PATH = '/password/reset/';

export function meta() {
  return [{ title: siteTitle('Secure your account') }, { name: 'robots', content: 'noindex' }];
}

// No state change through GET: the page explains, the button (a POST) acts.
export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: context.ctx.viewer.isAuth };
}

export function action({ context, request }: Route.ActionArgs) {
  return panicAction(context, request);
}

/**
 * spec 02 §2 /secure/panic (M-075), decision 030: for someone who fears another person is in
 * their account. Signed in: log out of every session, then choose a new password. A visitor is
 * sent to the password reset, which logs out every session when the new password is set.
 */
export default function SecurePanic({ loaderData }: Route.ComponentProps) {
  const csrf = useCsrfToken();
  const busy = useNavigation().state === 'submitting';
  if (!loaderData.signedIn) {
    return (
      <AuthCard
        title="Secure your account"
        subtitle="If you think someone else can get into your account, choose a new password. Every session on every device is logged out when you set it."
      >
        <div className={s.actions}>
          <ButtonLink to={RESET_PATH} variant="primary" size="lg" fullWidth>
            Reset your password
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Secure your account"
      subtitle="If you think someone else can get into your account, log out everywhere: every session on every device ends, this one too. Then choose a new password with a link sent to your email."
    >
      <div className={s.actions}>
        <Form method="post">
          <input type="hidden" name="_csrf" value={csrf} />
          <Button type="submit" variant="danger" size="lg" fullWidth loading={busy}>
            Log out everywhere
          </Button>
        </Form>
        <ButtonLink to="/settings/" variant="tertiary" size="lg" fullWidth>
          Cancel
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
