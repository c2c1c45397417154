import { type AppLoadContext, redirect } from 'react-router';
import { loginPath } from '#domain/sharing/safe-next';
import {
  boardAccess,
  boardModelFor,
  listCollaborators,
} from '#server/services/boards/collaborators';
import { inviteLinkInfo } from '#server/services/boards/invite-links';
import { listMyInvites } from '#server/services/boards/invites';
import { text } from '../../../lib/i18n.server';
import { fromService, notFoundPage } from '../../../lib/loader.server';

function signedIn(context: AppLoadContext, here: string): number {
  const { viewer } = context.ctx;
  if (!viewer.isAuth || !viewer.id) throw redirect(loginPath(here));
  return Number(viewer.id);
}

/** /board/{id}/edit/collaborators and …/add_collaborators (M-044, M-045): members only. */
export async function loadCollaboratorsPage(
  context: AppLoadContext,
  request: Request,
  boardIdParam: string,
) {
  const path = new URL(request.url).pathname;
  const me = signedIn(context, path);
  const noBoard = text(context, 'boards.people.noBoard');
  if (!/^[1-9]\d{0,15}$/.test(boardIdParam)) notFoundPage(noBoard);
  const { ctx } = context;
  const access = await boardAccess(ctx, Number(boardIdParam));
  if (!access || access.role === 'none') notFoundPage(noBoard);
  const [board, { collaborators }] = await Promise.all([
    fromService(() => boardModelFor(ctx, access.board)),
    fromService(() => listCollaborators(ctx, access.board.id)),
  ]);
  return {
    board,
    collaborators,
    viewerId: String(me),
    role: access.role,
    canInvite: access.role === 'owner' || access.permissions.includes('invite'),
    adding: /\/add_collaborators\/?$/.test(path),
  };
}

/** /board/invite/{code}/: who invites to which board; a bad or revoked code is a 404 page. */
export async function loadInvitePage(context: AppLoadContext, code: string) {
  const info = await fromService(() => inviteLinkInfo(context.ctx, code));
  return { ...info, code, isAuth: context.ctx.viewer.isAuth };
}

/** /invites/: the viewer's pending board invites. */
export async function loadInvitesPage(context: AppLoadContext) {
  signedIn(context, '/invites/');
  return { invites: await fromService(() => listMyInvites(context.ctx)) };
}
