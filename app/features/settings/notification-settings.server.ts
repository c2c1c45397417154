import { type AppLoadContext, data, redirect } from 'react-router';
import { unsubscribedLabel } from '#domain/messages/notification-mail';
import {
  isNotificationCategory,
  NOTIFICATION_SETTINGS_PATH,
  preferencesFromForm,
} from '#domain/messages/notification-preferences';
import { loginPath } from '#domain/sharing/safe-next';
import { AppError, isAppError } from '#server/errors';
import {
  myNotificationPreferences,
  resubscribeByToken,
  saveNotificationPreferences,
  unsubscribeByToken,
  unsubscribeScopeOf,
} from '#server/services/notifications/preferences';
import { formFailure, formSuccess, readForm, text } from '../../lib/form.server';
import { text as say } from '../../lib/i18n.server';
import { fromService } from '../../lib/loader.server';

/** Settings → Notifications (M-081): the viewer's choices; visitors log in first. */
export async function loadNotificationSettings(context: AppLoadContext) {
  if (!context.ctx.viewer.isAuth) throw redirect(loginPath(NOTIFICATION_SETTINGS_PATH));
  return { preferences: await fromService(() => myNotificationPreferences(context.ctx)) };
}

export async function notificationSettingsAction(context: AppLoadContext, request: Request) {
  if (!context.ctx.viewer.isAuth) throw redirect(loginPath(NOTIFICATION_SETTINGS_PATH));
  const form = await readForm(context, request);
  try {
    const prefs = preferencesFromForm((f) => form.has(f), text(form, 'emailMode'));
    if (!prefs) throw new AppError('bad_request', say(context, 'errors.forms.emailMode'));
    await saveNotificationPreferences(context.ctx, prefs);
    return formSuccess(say(context, 'settings.notifications.saved'));
  } catch (e) {
    return formFailure(e, {});
  }
}

/** The token in the link is private (it unsubscribes): no Referer, kept by no cache. */
const PRIVATE = { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'private, no-store' };

export type EmailSubscriptionView =
  | { kind: 'unsubscribed' | 'undo'; label: string; undoUrl: string }
  | { kind: 'resubscribed'; label: string }
  | { kind: 'none' }
  | { kind: 'invalid'; message: string };

function invalid(e: unknown) {
  if (!isAppError(e)) throw e;
  const view: EmailSubscriptionView = { kind: 'invalid', message: e.message };
  return data(view, { status: e.httpStatus, headers: PRIVATE });
}

/** The Undo's address: the token, and which of its categories were on before the link. */
function undoUrl(token: string, restore: readonly string[]): string {
  const q = new URLSearchParams({ token, undo: restore.join(',') });
  return `/email/subscription/?${q.toString()}`;
}

/**
 * `/email/subscription/?token=` (M-076, decision 044): the link at the foot of every
 * notification mail turns those emails off when opened, signed in or not, and says so. The
 * Undo posts to the same page with `undo=` (which categories to turn back on): that address,
 * whose loader also runs after the POST, changes nothing when opened and offers the Undo.
 */
export async function loadEmailSubscription(context: AppLoadContext, request: Request) {
  const q = new URL(request.url).searchParams;
  const token = q.get('token');
  // the bare address (no link followed): where emails are chosen
  if (token === null) return data({ kind: 'none' } as EmailSubscriptionView, { headers: PRIVATE });
  try {
    const undo = q.get('undo');
    if (undo !== null) {
      const scope = unsubscribeScopeOf(context.ctx, token);
      const view: EmailSubscriptionView = {
        kind: 'undo',
        label: say(context, unsubscribedLabel(scope)),
        undoUrl: undoUrl(token, undo.split(',')),
      };
      return data(view, { headers: PRIVATE });
    }
    const { scope, wasOn } = await unsubscribeByToken(context.ctx, token);
    const view: EmailSubscriptionView = {
      kind: 'unsubscribed',
      label: say(context, unsubscribedLabel(scope)),
      undoUrl: undoUrl(token, wasOn),
    };
    return data(view, { headers: PRIVATE });
  } catch (e) {
    return invalid(e);
  }
}

/** The page's Undo: the emails the link turned off are on again. */
export async function emailSubscriptionAction(context: AppLoadContext, request: Request) {
  await readForm(context, request);
  const q = new URL(request.url).searchParams;
  try {
    const restore = (q.get('undo') ?? '').split(',').filter((c) => isNotificationCategory(c));
    const { scope } = await resubscribeByToken(context.ctx, q.get('token') ?? '', restore);
    const view: EmailSubscriptionView = {
      kind: 'resubscribed',
      label: say(context, unsubscribedLabel(scope)),
    };
    return data(view, { headers: PRIVATE });
  } catch (e) {
    return invalid(e);
  }
}
