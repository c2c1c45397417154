import { type AppLoadContext, redirect } from 'react-router';
import { membersMayInviteNow } from '#domain/instance/settings';
import { loginPath } from '#domain/sharing/safe-next';
import { AppError, isAppError } from '#server/errors';
import { clearSessionCookie, sessionCookie } from '#server/http/cookies';
import { assertCsrfForm } from '#server/http/csrf';
import { changePassword, deleteAccount } from '#server/services/accounts/auth';
import { saveCookieConsent } from '#server/services/accounts/consent';
import {
  confirmEmailChange,
  pendingEmailChange,
  requestEmailChange,
} from '#server/services/accounts/email-change';
import { savePrivacy } from '#server/services/accounts/privacy';
import { requireUser } from '#server/services/accounts/sessions';
import {
  ownAccountFields,
  setAvatar,
  setSaveBehavior,
  updateProfile,
} from '#server/services/accounts/settings';
import { getUserByUsername } from '#server/services/accounts/users';
import { loadInstanceSettings } from '#server/services/instance/settings';
import { listMyBlocks } from '#server/services/messages/blocks';
import { formFailure, formSuccess, readForm, text } from '../../lib/form.server';
import { text as say } from '../../lib/i18n.server';
import { fromService } from '../../lib/loader.server';

function signedInOnly(context: AppLoadContext): string {
  const { viewer } = context.ctx;
  if (!viewer.isAuth || !viewer.username) throw redirect(loginPath('/settings'));
  return viewer.username;
}

export async function loadSettings(context: AppLoadContext) {
  const username = signedInOnly(context);
  const user = await fromService(() => getUserByUsername(context.ctx, username));
  // the user model carries the full name; the last name is what follows the first
  const lastName =
    user.fullName !== user.username && user.fullName.startsWith(user.firstName)
      ? user.fullName.slice(user.firstName.length).trim()
      : '';
  // issue 13: the first page of Blocked accounts comes with the page; more on 'Show more'
  const blocks = await fromService(() => listMyBlocks(context.ctx));
  const account = await fromService(() => ownAccountFields(context.ctx));
  // decision 059: Invite people is linked only while members may invite
  const mayInvite = membersMayInviteNow(await loadInstanceSettings(context.ctx.db));
  return { user, lastName, blocks, account, mayInvite };
}

function privacySaved(
  context: AppLoadContext,
  p: { searchIndexing: boolean; isPrivate: boolean },
): string {
  if (p.isPrivate) return say(context, 'settings.privacy.savedPrivate');
  return say(
    context,
    p.searchIndexing ? 'settings.privacy.savedPublic' : 'settings.privacy.savedHidden',
  );
}

export async function settingsAction(context: AppLoadContext, request: Request) {
  signedInOnly(context);
  const form = await readForm(context, request);
  const intent = text(form, 'intent');
  const { ctx } = context;
  if (intent === 'profile') {
    const fields = {
      firstName: text(form, 'firstName').trim(),
      lastName: text(form, 'lastName').trim(),
      username: text(form, 'username').trim(),
      about: text(form, 'about').trim(),
      websiteUrl: text(form, 'websiteUrl').trim(),
    };
    try {
      await updateProfile(ctx, fields);
      return formSuccess(say(context, 'settings.profile.saved'), intent);
    } catch (e) {
      return formFailure(e, fields, intent);
    }
  }
  if (intent === 'saving') {
    try {
      await setSaveBehavior(ctx, text(form, 'saveBehavior') === '0' ? 0 : 1);
      return formSuccess(say(context, 'settings.saving.saved'), intent);
    } catch (e) {
      return formFailure(e, {}, intent);
    }
  }
  if (intent === 'cookies') {
    // spec 02 §3: an unticked switch posts nothing, which is a no
    try {
      await saveCookieConsent(ctx, {
        analytic: form.has('analytic'),
        marketing: form.has('marketing'),
        personalization: form.has('personalization'),
      });
      return formSuccess(say(context, 'settings.cookies.saved'), intent);
    } catch (e) {
      return formFailure(e, {}, intent);
    }
  }
  if (intent === 'email') {
    const fields = { email: text(form, 'email').trim() };
    try {
      const { sentTo } = await requestEmailChange(ctx, {
        newEmail: fields.email,
        password: text(form, 'password'),
      });
      return formSuccess(say(context, 'settings.email.sent', { email: sentTo }), intent);
    } catch (e) {
      return formFailure(e, fields, intent);
    }
  }
  if (intent === 'privacy') {
    try {
      const saved = await savePrivacy(ctx, {
        searchIndexing: form.has('searchIndexing'),
        isPrivate: form.has('isPrivate'),
      });
      return formSuccess(privacySaved(context, saved), intent);
    } catch (e) {
      return formFailure(e, {}, intent);
    }
  }
  if (intent === 'password') {
    try {
      const grant = await changePassword(ctx, {
        currentPassword: text(form, 'currentPassword'),
        newPassword: text(form, 'newPassword'),
      });
      // a new session token replaces the old one (005-accounts.md); other sessions are gone
      return redirect('/settings?saved=password', {
        headers: { 'Set-Cookie': sessionCookie(ctx, grant) },
      });
    } catch (e) {
      return formFailure(e, {}, intent);
    }
  }
  if (intent === 'delete') {
    try {
      await deleteAccount(ctx, { password: text(form, 'password') });
      return redirect('/?deleted=1', { headers: { 'Set-Cookie': clearSessionCookie(ctx) } });
    } catch (e) {
      return formFailure(e, {}, intent);
    }
  }
  return formFailure(new AppError('bad_request', say(context, 'errors.forms.unknown')), {});
}

/**
 * The avatar upload (multipart `file`), answered in JSON so the page can show upload progress
 * (XMLHttpRequest) and the error text.
 */
export async function avatarAction(context: AppLoadContext, request: Request): Promise<Response> {
  const { ctx } = context;
  try {
    requireUser(ctx, 'Log in to change your picture');
    const form = await request.formData();
    assertCsrfForm(ctx, form);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      return Response.json({ error: say(context, 'settings.avatar.none') }, { status: 400 });
    }
    const user = await setAvatar(ctx, Buffer.from(await file.arrayBuffer()));
    return Response.json({ user });
  } catch (e) {
    if (!isAppError(e)) throw e;
    return Response.json({ error: e.message }, { status: e.httpStatus });
  }
}

/** Issue 33: the page a new email's confirmation link opens: which address, or why not. */
export async function loadEmailConfirm(context: AppLoadContext, request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, email: await pendingEmailChange(context.ctx, token) };
}

/** Confirming is a POST (mail scanners open links; opening one must not change anything). */
export async function emailConfirmAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  try {
    const { email } = await confirmEmailChange(context.ctx, text(form, 'token'));
    return formSuccess(say(context, 'settings.emailConfirm.done', { email }));
  } catch (e) {
    return formFailure(e, {});
  }
}
