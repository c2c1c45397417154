import { type AppLoadContext, redirect } from 'react-router';
import { loginPath } from '#domain/sharing/safe-next';
import { AppError } from '#server/errors';
import {
  createMyInvite,
  listMyInvites,
  revokeMyInvite,
} from '#server/services/instance/member-invites';
import { formFailure, readForm, text } from '../../lib/form.server';
import { text as say } from '../../lib/i18n.server';
import { inviteLinkAnswer } from '../../lib/invite-form.server';
import { fromService } from '../../lib/loader.server';

const PATH = '/settings/invites/';

/** Decision 059: Settings → Invite people, the member's own invite links; visitors log in. */
export async function loadMyInvites(context: AppLoadContext) {
  if (!context.ctx.viewer.isAuth) throw redirect(loginPath(PATH));
  return fromService(() => listMyInvites(context.ctx));
}

/** Makes one of the member's invite links (shown once in this answer) or withdraws one. */
export async function myInvitesAction(context: AppLoadContext, request: Request) {
  if (!context.ctx.viewer.isAuth) throw redirect(loginPath(PATH));
  const form = await readForm(context, request);
  const intent = text(form, 'intent');
  const answer = await inviteLinkAnswer(context, form, intent, {
    create: (input) => createMyInvite(context.ctx, input),
    revoke: (id) => revokeMyInvite(context.ctx, id),
  });
  if (answer) return answer;
  return formFailure(new AppError('bad_request', say(context, 'errors.forms.unknown')), {});
}
