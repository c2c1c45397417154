import { type AppLoadContext, redirect } from 'react-router';
import { onboardingPath } from '#domain/discovery/onboarding';
import { clearSessionCookie, sessionCookie } from '#server/http/cookies';
import {
  login,
  logout,
  requestPasswordReset,
  resetPassword,
  type SessionGrant,
} from '#server/services/accounts/auth';
import { register } from '#server/services/accounts/signup';
import { inviteStatus } from '#server/services/instance/joining';
import { employeeExists, loadInstanceSettings } from '#server/services/instance/settings';
import { formFailure, formSuccess, nextOf, readForm, text } from '../../lib/form.server';
import { text as say } from '../../lib/i18n.server';
import { fromService } from '../../lib/loader.server';

export function signedIn(context: AppLoadContext, grant: SessionGrant, next: string) {
  return redirect(next, { headers: { 'Set-Cookie': sessionCookie(context.ctx, grant) } });
}

/** Login and signup pages are for visitors; a signed-in person goes on to where they meant. */
export function visitorsOnly(context: AppLoadContext, request: Request) {
  if (context.ctx.viewer.isAuth) throw redirect(nextOf(request));
  return { next: nextOf(request) };
}

export async function loginAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const usernameOrEmail = text(form, 'usernameOrEmail').trim();
  const next = nextOf(request, form);
  try {
    const grant = await login(context.ctx, { usernameOrEmail, password: text(form, 'password') });
    return signedIn(context, grant, next);
  } catch (e) {
    return formFailure(e, { usernameOrEmail });
  }
}

/** Issue 37: the sign-up page for a visitor, with the instance's sign-up mode and any invite. */
export async function loadSignup(context: AppLoadContext, request: Request) {
  const base = visitorsOnly(context, request);
  const settings = await loadInstanceSettings(context.ctx.db);
  const invite = new URL(request.url).searchParams.get('invite')?.slice(0, 100) ?? '';
  // no administrator yet: the form shows whatever the mode, for the first one (or the one
  // ADMIN_USERNAME names: anyone else is refused by the service, readably)
  const noAdmin = !(await employeeExists(context.ctx.db));
  const named = context.ctx.config.adminUsername;
  return {
    ...base,
    mode: settings.signupMode,
    name: settings.name,
    invite,
    inviteState: invite ? await inviteStatus(context.ctx.db, invite, context.ctx.now()) : 'none',
    firstAdmin: noAdmin,
    firstAdminNote: noAdmin
      ? named
        ? say(context, 'signup.firstAdminNamed', { username: named })
        : say(context, 'signup.firstAdmin')
      : null,
  };
}

export async function signupAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const fields = {
    email: text(form, 'email').trim(),
    username: text(form, 'username').trim(),
    firstName: text(form, 'firstName').trim(),
    reason: text(form, 'reason').trim(),
  };
  const invite = text(form, 'invite').trim();
  const next = nextOf(request, form);
  try {
    const outcome = await register(context.ctx, {
      ...fields,
      password: text(form, 'password'),
      ...(invite ? { invite } : {}),
    });
    if (outcome.kind === 'requested')
      return formSuccess(say(context, 'auth.requested'), 'requested');
    // issue 33: a new account picks its topics first, then goes where it was going
    if (outcome.kind === 'created') return signedIn(context, outcome.grant, onboardingPath(next));
    // decision 005: a taken email is not named; its owner gets a mail instead
    return formSuccess(say(context, 'auth.checkMail'));
  } catch (e) {
    return formFailure(e, fields);
  }
}

export async function logoutAction(context: AppLoadContext, request: Request) {
  await readForm(context, request);
  await fromService(() => logout(context.ctx));
  return redirect('/', { headers: { 'Set-Cookie': clearSessionCookie(context.ctx) } });
}

export async function resetRequestAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const email = text(form, 'email').trim();
  try {
    await requestPasswordReset(context.ctx, { email });
    // the same answer whether or not the account exists (005-accounts.md)
    return formSuccess(say(context, 'auth.resetSent', { email }));
  } catch (e) {
    return formFailure(e, { email });
  }
}

export async function resetAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const token = text(form, 'token');
  try {
    const grant = await resetPassword(context.ctx, { token, password: text(form, 'password') });
    return signedIn(context, grant, '/');
  } catch (e) {
    return formFailure(e, {});
  }
}
