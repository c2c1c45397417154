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
import { setInstanceLogo } from '#server/services/instance/logo';
import {
  instanceCounts,
  loadInstanceSettings,
  saveInstanceSettings,
} from '#server/services/instance/settings';
import { formFailure, formSuccess, readForm, text } from '../../lib/form.server';
import { text as say } from '../../lib/i18n.server';
import { inviteLinkAnswer } from '../../lib/invite-form.server';
import { fromService } from '../../lib/loader.server';

/** The administrator's user id; everyone else gets the 404 requireEmployee throws. */
async function adminId(context: AppLoadContext): Promise<number> {
  const { ctx } = context;
  return fromService(async () => {
    requireEmployee(ctx);
    return requireUser(ctx, say(context, 'instance.logInToChange'));
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
    title: say(context, 'instance.about'),
  };
}

/** /about/terms/ and /about/privacy/: the Markdown source (rendered as a safe subset). */
export async function loadInstancePage(context: AppLoadContext, page: 'terms' | 'privacy') {
  const settings = await loadInstanceSettings(context.ctx.db);
  return {
    name: settings.name,
    source: settings[page],
    origin: context.ctx.publicOrigin,
    title: say(context, page === 'terms' ? 'instance.terms' : 'instance.privacy'),
  };
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
  const intent = text(form, 'intent');
  // decision 059: the logo is uploaded (or taken away) on its own
  if (intent === 'logo' || intent === 'remove-logo') {
    try {
      if (intent === 'remove-logo') {
        await saveInstanceSettings(context.ctx, { logoUrl: '' }, by);
        return formSuccess(say(context, 'admin.logo.removed'), intent);
      }
      const file = form.get('logo');
      if (!(file instanceof File) || file.size === 0) {
        throw new AppError('bad_request', say(context, 'admin.logo.missing'), { field: 'logo' });
      }
      await setInstanceLogo(context.ctx, Buffer.from(await file.arrayBuffer()), by);
      return formSuccess(say(context, 'admin.logo.saved'), intent);
    } catch (e) {
      return formFailure(e, {}, intent);
    }
  }
  const fields: Record<string, string> = {};
  for (const key of SETTING_KEYS) fields[key] = text(form, key);
  try {
    await saveInstanceSettings(context.ctx, fields, by);
    return formSuccess(say(context, 'admin.settings.saved'), 'settings');
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
        say(
          context,
          done.status === 'approved' ? 'admin.signups.approvedDone' : 'admin.signups.refusedDone',
          { username: done.username },
        ),
        intent,
      );
    } catch (e) {
      return formFailure(e, {}, intent);
    }
  }
  const invites = await inviteLinkAnswer(context, form, intent, {
    create: (input) => createSignupInvite(ctx, input, by),
    revoke: (id) => revokeSignupInvite(ctx, id, by),
  });
  if (invites) return invites;
  return formFailure(new AppError('bad_request', say(context, 'admin.unknownForm')), {});
}
