import type { AppLoadContext } from 'react-router';
import { SETTING_KEYS } from '#domain/instance/settings';
import { AppError } from '#server/errors';
import { requireEmployee, requireUser } from '#server/services/accounts/sessions';
import {
  createSignupInvite,
  decideSignupRequest,
  listSignupInvites,
  listSignupRequests,
  revokeSignupInvite,
} from '#server/services/instance/joining';
import {
  instanceCounts,
  loadInstanceSettings,
  saveInstanceSettings,
} from '#server/services/instance/settings';
import { formFailure, formSuccess, readForm, text } from '../../lib/form.server';
import { fromService } from '../../lib/loader.server';

/** The administrator's user id; everyone else gets the 404 requireEmployee throws. */
async function adminId(context: AppLoadContext): Promise<number> {
  const { ctx } = context;
  return fromService(async () => {
    requireEmployee(ctx);
    return requireUser(ctx, 'Log in to change the instance');
  });
}

/** /about/: what anyone may read of the instance. */
export async function loadAbout(context: AppLoadContext) {
  const { ctx } = context;
  const [settings, counts] = await Promise.all([
    loadInstanceSettings(ctx.db),
    instanceCounts(ctx.db),
  ]);
  return {
    name: settings.name,
    description: settings.description,
    logoUrl: settings.logoUrl,
    contactEmail: settings.contactEmail,
    rules: settings.rules,
    signupMode: settings.signupMode,
    hasTerms: settings.terms.length > 0,
    hasPrivacy: settings.privacy.length > 0,
    counts,
    origin: ctx.publicOrigin,
  };
}

/** /about/terms/ and /about/privacy/: the Markdown source (rendered as a safe subset). */
export async function loadInstancePage(context: AppLoadContext, page: 'terms' | 'privacy') {
  const settings = await loadInstanceSettings(context.ctx.db);
  return { name: settings.name, source: settings[page], origin: context.ctx.publicOrigin };
}

/** /admin/settings for an administrator. */
export async function loadAdminSettings(context: AppLoadContext) {
  await adminId(context);
  return { settings: await loadInstanceSettings(context.ctx.db) };
}

/** Saves the whole settings form (every field is posted); a checkbox left out is off. */
export async function adminSettingsAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const by = await adminId(context);
  const fields: Record<string, string> = {};
  for (const key of SETTING_KEYS) fields[key] = text(form, key);
  try {
    await saveInstanceSettings(context.ctx, fields, by);
    return formSuccess('Settings saved.', 'settings');
  } catch (e) {
    return formFailure(e, fields, 'settings');
  }
}

/** /admin/signups: the approval queue, recent decisions and the instance's invite links. */
export async function loadAdminSignups(context: AppLoadContext) {
  await adminId(context);
  const { ctx } = context;
  const [settings, pending, decided, invites] = await Promise.all([
    loadInstanceSettings(ctx.db),
    listSignupRequests(ctx, 'pending'),
    listSignupRequests(ctx, 'decided', 20),
    listSignupInvites(ctx),
  ]);
  return { mode: settings.signupMode, pending, decided, invites };
}

export async function adminSignupsAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const by = await adminId(context);
  const { ctx } = context;
  const intent = text(form, 'intent');
  if (intent === 'approve' || intent === 'refuse') {
    const id = Number(text(form, 'id'));
    try {
      const done = await decideSignupRequest(ctx, id, intent, by);
      return formSuccess(
        done.status === 'approved'
          ? `${done.username}'s account was made; they were told by email.`
          : `${done.username}'s request was refused; they were told by email.`,
        intent,
      );
    } catch (e) {
      return formFailure(e, {}, intent);
    }
  }
  if (intent === 'invite') {
    const usesText = text(form, 'uses').trim();
    const fields = { uses: usesText, expires: text(form, 'expires').trim() };
    try {
      const uses = usesText ? Number(usesText) : null;
      const made = await createSignupInvite(ctx, { uses, expiresIn: fields.expires || '7d' }, by);
      return {
        ...formSuccess('Invite link made. Copy it now: it is shown only once.', intent),
        url: made.url,
      };
    } catch (e) {
      return formFailure(e, fields, intent);
    }
  }
  if (intent === 'revoke') {
    const ok = await revokeSignupInvite(ctx, Number(text(form, 'id')), by);
    return formSuccess(ok ? 'Invite link withdrawn.' : 'There is no such invite link.', intent);
  }
  return formFailure(new AppError('bad_request', 'This form is not known.'), {});
}
