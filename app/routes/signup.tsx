import { Link, useNavigation } from 'react-router';
import { AuthCard, AuthCardActions, SignupForm } from '../features/auth';
import { loadSignup, signupAction } from '../features/auth/auth.server';
import { isSuccess } from '../lib/form-result';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { ButtonLink } from '../ui/Button';
import { Callout } from '../ui/Callout';
import { useT } from '../ui/i18n';
import type { Route } from './+types/signup';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return { ...(await loadSignup(context, request)), title: text(context, 'shell.signUp') };
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
  const t = useT();
  const title = t('auth.welcomeTo', { name });
  if (isSuccess(actionData) && actionData.intent === 'requested') {
    return (
      <AuthCard title={t('auth.requestSent')} subtitle={actionData.message}>
        <AuthCardActions>
          <ButtonLink to="/about/" variant="secondary" size="lg">
            {t('shell.aboutOf', { name })}
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
        ? t('signup.help.closed')
        : inviteState === 'invalid'
          ? t('signup.inviteInvalid')
          : t('signup.help.invite');
    return (
      <AuthCard
        title={mode === 'closed' ? t('auth.closedTitle') : t('auth.inviteTitle')}
        subtitle={why}
      >
        <AuthCardActions>
          <ButtonLink to="/login" variant="primary" size="lg">
            {t('shell.logIn')}
          </ButtonLink>
          <ButtonLink to="/about/" variant="secondary" size="lg">
            {t('shell.aboutOf', { name })}
          </ButtonLink>
        </AuthCardActions>
      </AuthCard>
    );
  }
  const note = firstAdminNote
    ? firstAdminNote
    : invited
      ? t('auth.invited')
      : mode === 'approval'
        ? t('signup.help.approval')
        : null;
  return (
    <AuthCard
      title={title}
      subtitle={
        mode === 'approval' && !invited && !firstAdmin ? t('auth.askToJoin') : t('auth.findIdeas')
      }
    >
      {note ? (
        <Callout
          tone="info"
          width="inline"
          label={t('signup.howToJoin')}
          title={
            firstAdmin
              ? t('signup.firstAccount')
              : t('signup.modeLine', { mode: invited ? 'invite' : mode })
          }
          message={
            <>
              {note} <Link to="/about/">{t('shell.aboutOf', { name })}</Link>
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
