import { type AppLoadContext, data, redirect } from 'react-router';
import type { UserModel } from '#domain/models';
import { safeNextPath } from '#domain/safe-next';
import {
  assertCsrfForm,
  clearSessionCookie,
  csrfTokenFor,
  sessionCookie,
} from '#server/auth-plugin';
import { isAppError } from '#server/errors';
import {
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  type SessionGrant,
} from '#server/services/auth';
import { getUserByUsername } from '#server/services/users';
import { fromService } from '../loader.server';
import type { FormFailure, FormSuccess } from './form-result';

/** What every page gets from the root loader: the viewer, their own user, the CSRF token. */
export async function loadRoot(context: AppLoadContext) {
  const { ctx } = context;
  let me: UserModel | null = null;
  if (ctx.viewer.isAuth && ctx.viewer.username) {
    try {
      me = await getUserByUsername(ctx, ctx.viewer.username);
    } catch (e) {
      // the header falls back to the initial; the page itself must still render
      if (!isAppError(e)) throw e;
    }
  }
  return {
    viewer: ctx.viewer,
    origin: ctx.publicOrigin,
    me,
    csrfToken: csrfTokenFor(ctx),
    cspNonce: context.cspNonce ?? null,
  };
}

/** The posted form, after the CSRF check every action starts with. */
export async function readForm(context: AppLoadContext, request: Request): Promise<FormData> {
  const form = await request.formData();
  await fromService(async () => assertCsrfForm(context.ctx, form));
  return form;
}

export function text(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}

/** A service's refusal as form data (status kept), so the form shows it and keeps the input. */
export function formFailure(e: unknown, fields: Record<string, string>, intent?: string) {
  if (!isAppError(e)) throw e;
  const field = typeof e.details?.field === 'string' ? e.details.field : null;
  const body: FormFailure = { error: e.message, field, fields, ...(intent ? { intent } : {}) };
  return data(body, { status: e.httpStatus });
}

export function formSuccess(message: string, intent?: string) {
  const body: FormSuccess = { ok: true, message, ...(intent ? { intent } : {}) };
  return body;
}

export function signedIn(context: AppLoadContext, grant: SessionGrant, next: string) {
  return redirect(next, { headers: { 'Set-Cookie': sessionCookie(context.ctx, grant) } });
}

/** `?next=` of the request, if it is a same-site path. */
export function nextOf(request: Request, form?: FormData): string {
  const fromForm = form ? text(form, 'next') : '';
  return safeNextPath(fromForm || new URL(request.url).searchParams.get('next'), '/');
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

export const SIGNUP_CHECK_MAIL =
  'Check your email to finish. If you already have an account, we sent you a link to log in.';

export async function signupAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const fields = {
    email: text(form, 'email').trim(),
    username: text(form, 'username').trim(),
    firstName: text(form, 'firstName').trim(),
  };
  const next = nextOf(request, form);
  try {
    const outcome = await register(context.ctx, { ...fields, password: text(form, 'password') });
    if (outcome.kind === 'created') return signedIn(context, outcome.grant, next);
    // decision 005: a taken email is not named; its owner gets a mail instead
    return formSuccess(SIGNUP_CHECK_MAIL);
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
    return formSuccess(
      `If an account uses ${email}, we've sent it a link to reset the password. The link works for one hour.`,
    );
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
