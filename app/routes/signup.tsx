import { Link, useNavigation } from 'react-router';
import { SIGNUP_MODE_TEXT, SIGNUP_REFUSALS } from '#domain/instance/settings';
import { AuthCard, AuthCardActions, SignupForm } from '../features/auth';
import { loadSignup, signupAction } from '../features/auth/auth.server';
import { isSuccess } from '../lib/form-result';
import { siteTitle } from '../lib/site-name';
import { ButtonLink } from '../ui/Button';
import { Callout } from '../ui/Callout';
import type { Route } from './+types/signup';

export function meta() {
  return [{ title: siteTitle('Sign up') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSignup(context, request);
}

export function action({ context, request }: Route.ActionArgs) {
  return signupAction(context, request);
}

/**
 * Issue 37: the page says which sign-up mode applies and what to do: the form when the mode
 * lets this visitor in (open, an invite link, approval's request), the way out when it does not.
 */
export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const { mode, name, invite, inviteState, firstAdmin, firstAdminNote } = loaderData;
  const title = `Welcome to ${name}`;
  if (isSuccess(actionData) && actionData.intent === 'requested') {
    return (
      <AuthCard title="Request sent" subtitle={actionData.message}>
        <AuthCardActions>
          <ButtonLink to="/about/" variant="secondary" size="lg">
            About {name}
          </ButtonLink>
        </AuthCardActions>
      </AuthCard>
    );
  }
  const invited = inviteState === 'valid';
  const shut = !firstAdmin && (mode === 'closed' || (mode === 'invite' && !invited));
  if (shut) {
    const why =
      mode === 'closed'
        ? SIGNUP_MODE_TEXT.closed.help
        : inviteState === 'invalid'
          ? SIGNUP_REFUSALS.invite_invalid
          : SIGNUP_MODE_TEXT.invite.help;
    return (
      <AuthCard
        title={mode === 'closed' ? 'Sign-up is closed' : 'Sign-up is by invitation'}
        subtitle={why}
      >
        <AuthCardActions>
          <ButtonLink to="/login" variant="primary" size="lg">
            Log in
          </ButtonLink>
          <ButtonLink to="/about/" variant="secondary" size="lg">
            About {name}
          </ButtonLink>
        </AuthCardActions>
      </AuthCard>
    );
  }
  const note = firstAdminNote
    ? firstAdminNote
    : invited
      ? 'You were invited: make your account.'
      : mode === 'approval'
        ? SIGNUP_MODE_TEXT.approval.help
        : null;
  return (
    <AuthCard
      title={title}
      subtitle={
        mode === 'approval' && !invited && !firstAdmin ? 'Ask to join' : 'Find new ideas to try'
      }
    >
      {note ? (
        <Callout
          tone="info"
          width="inline"
          label="How to join"
          title={
            firstAdmin
              ? 'First account'
              : `Sign-up: ${SIGNUP_MODE_TEXT[invited ? 'invite' : mode].label.toLowerCase()}`
          }
          message={
            <>
              {note} <Link to="/about/">About {name}</Link>
            </>
          }
        />
      ) : null}
      <SignupForm
        next={loaderData.next}
        result={actionData}
        busy={busy}
        askReason={mode === 'approval' && !invited && !firstAdmin}
        {...(invite ? { invite } : {})}
      />
    </AuthCard>
  );
}
