import { type AppLoadContext, redirect } from 'react-router';
import { parseAuditFilter } from '#domain/moderation/moderation';
import { AppError } from '#server/errors';
import { adminId, listAudit } from '#server/services/admin/audit';
import {
  changeRole,
  deleteUser,
  personDetail,
  searchPeople,
  suspendUser,
  unsuspendUser,
} from '#server/services/admin/users';
import { formFailure, formSuccess, readForm, text } from '../../lib/form.server';
import { text as say } from '../../lib/i18n.server';
import { fromService, notFoundPage } from '../../lib/loader.server';

/** /admin/users: the search (by name, username or email) and its results. */
export async function loadPeople(context: AppLoadContext, request: Request) {
  const q = new URL(request.url).searchParams.get('q') ?? '';
  const people = await fromService(() => searchPeople(context.ctx, q));
  return { q, people };
}

function idOf(context: AppLoadContext, raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) {
    notFoundPage(say(context, 'errors.accounts.pageNotFound'));
  }
  return id;
}

/** /admin/users/:userId: the person, what they made, reports both ways, and their log. */
export async function loadPerson(context: AppLoadContext, userId: string | undefined) {
  const id = idOf(context, userId);
  const { ctx } = context;
  const person = await fromService(() => personDetail(ctx, id));
  const log = await fromService(() => listAudit(ctx, { target: `user:${id}` }, 50));
  return { person, log };
}

/**
 * The person page's forms: suspend, unsuspend, delete (confirmed by typing the username) and
 * role. The CSRF check comes first (a forged post is a 403 whoever sends it), then the
 * administrator check inside each service (a 404 to anyone else).
 */
export async function personAction(
  context: AppLoadContext,
  request: Request,
  userId: string | undefined,
) {
  const form = await readForm(context, request);
  const { ctx } = context;
  await fromService(async () => adminId(ctx));
  const id = idOf(context, userId);
  const intent = text(form, 'intent');
  const reason = text(form, 'reason');
  const fields = { reason, confirm: text(form, 'confirm'), role: text(form, 'role') };
  try {
    if (intent === 'suspend') {
      const p = await suspendUser(ctx, id, reason);
      return formSuccess(
        say(context, 'admin.person.suspendedDone', { username: p.username }),
        intent,
      );
    }
    if (intent === 'unsuspend') {
      const p = await unsuspendUser(ctx, id, reason);
      return formSuccess(
        say(context, 'admin.person.unsuspendedDone', { username: p.username }),
        intent,
      );
    }
    if (intent === 'delete') {
      await deleteUser(ctx, id, reason, fields.confirm);
      return redirect('/admin/users?deleted=1');
    }
    if (intent === 'role') {
      const p = await changeRole(ctx, id, fields.role, reason);
      return formSuccess(
        say(context, 'admin.person.roleDone', { username: p.username, role: fields.role }),
        intent,
      );
    }
  } catch (e) {
    return formFailure(e, fields, intent);
  }
  return formFailure(new AppError('bad_request', say(context, 'admin.unknownForm')), {});
}

/** /admin/log, filtered by its query string. */
export async function loadLog(context: AppLoadContext, request: Request) {
  const filter = parseAuditFilter(new URL(request.url).searchParams);
  const entries = await fromService(() => listAudit(context.ctx, filter));
  return { filter, entries };
}
