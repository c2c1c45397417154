import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  DEFAULT_COLLABORATOR_PERMISSIONS,
  normalizePermissions,
} from '#domain/boards/board-permissions';
import type { BoardModel, UserModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { boardCollaborators, boardInviteLinks, boards } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import { requireUser, type Tx } from '../accounts/sessions.ts';
import type { BoardRow } from '../feeds/present.ts';
import { publishLive } from '../live/publish.ts';
import { mailAfterCommit } from '../notifications/mail.ts';
import type { Recorded } from '../notifications/record.ts';
import { tr } from '../platform/i18n.ts';
import { boardModelFor, requireBoardAccess } from './collaborators.ts';
import { logBoardEvent } from './events.ts';
import { joinIn } from './invites.ts';

function canInvite(role: string, permissions: readonly string[]): boolean {
  return role === 'owner' || (role === 'collaborator' && permissions.includes('invite'));
}

export interface InviteLinkModel {
  inviteCode: string;
  inviteUrl: string;
  title: string;
}

function linkModel(ctx: Ctx, code: string, board: BoardRow): InviteLinkModel {
  return {
    inviteCode: code,
    inviteUrl: `${ctx.publicOrigin}/board/invite/${code}/`,
    title: board.name,
  };
}

/**
 * BoardInviteLinkResource create: the board's live invite link (a random 16-byte base64url
 * code), made on first ask. Anyone signed in who opens it joins with the default permissions.
 */
export async function createInviteLink(ctx: Ctx, boardId: number): Promise<InviteLinkModel> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.collaboratePrompt'));
  return ctx.db.transaction(async (tx) => {
    const access = await requireBoardAccess(ctx, boardId, tx);
    if (!canInvite(access.role, access.permissions)) {
      throw forbidden(tr(ctx, 'errors.boards.cantInvite'));
    }
    const [live] = await tx
      .select({ code: boardInviteLinks.code })
      .from(boardInviteLinks)
      .where(and(eq(boardInviteLinks.boardId, boardId), isNull(boardInviteLinks.revokedAt)))
      .orderBy(asc(boardInviteLinks.createdAt))
      .limit(1);
    if (live) return linkModel(ctx, live.code, access.board);
    const code = randomBytes(16).toString('base64url');
    await tx.insert(boardInviteLinks).values({
      code,
      boardId,
      createdById: me,
      permissions: [...DEFAULT_COLLABORATOR_PERMISSIONS],
      createdAt: ctx.now(),
    });
    await logBoardEvent(tx, { boardId, actorId: me, type: 'invite_sent', data: { via: 'link' } });
    return linkModel(ctx, code, access.board);
  });
}

/** BoardInviteLinkResource delete: revokes every live invite link of the board. */
export async function revokeInviteLinks(
  ctx: Ctx,
  boardId: number,
): Promise<{ ok: true; revoked: number }> {
  requireUser(ctx, tr(ctx, 'errors.boards.collaboratePrompt'));
  return ctx.db.transaction(async (tx) => {
    const access = await requireBoardAccess(ctx, boardId, tx);
    if (!canInvite(access.role, access.permissions)) {
      throw forbidden(tr(ctx, 'errors.boards.cantManageInvites'));
    }
    const gone = await tx
      .update(boardInviteLinks)
      .set({ revokedAt: ctx.now() })
      .where(and(eq(boardInviteLinks.boardId, boardId), isNull(boardInviteLinks.revokedAt)))
      .returning({ code: boardInviteLinks.code });
    return { ok: true as const, revoked: gone.length };
  });
}

const CODE = /^[A-Za-z0-9_-]{22}$/;

async function liveLink(tx: Tx, code: string) {
  if (!CODE.test(code)) return null;
  const [row] = await tx
    .select({ link: boardInviteLinks, board: boards })
    .from(boardInviteLinks)
    .innerJoin(boards, eq(boards.id, boardInviteLinks.boardId))
    .where(
      and(
        eq(boardInviteLinks.code, code),
        isNull(boardInviteLinks.revokedAt),
        isNull(boards.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface InviteLinkInfo {
  board: BoardModel;
  owner: UserModel;
  /** owner or accepted collaborator already */
  member: boolean;
}

/** /board/invite/{code}/: whom the link invites to what; a bad or revoked code is a 404. */
export async function inviteLinkInfo(ctx: Ctx, code: string): Promise<InviteLinkInfo> {
  const row = await liveLink(ctx.db, code);
  if (!row) throw notFound(tr(ctx, 'errors.boards.badInviteLink'));
  const board = await boardModelFor(ctx, row.board);
  const me = ctx.viewer.isAuth && ctx.viewer.id ? Number(ctx.viewer.id) : null;
  const member = me !== null && (row.board.ownerId === me || board.collaboratedByMe);
  return { board, owner: board.owner, member };
}

/** BoardInviteLinkResource update: the signed-in holder of a live code joins the board. */
export async function joinByInviteLink(ctx: Ctx, code: string): Promise<{ board: BoardModel }> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.joinPrompt'));
  let notified = null as Recorded | null;
  const board = await ctx.db.transaction(async (tx) => {
    const row = await liveLink(tx, code);
    if (!row) throw notFound(tr(ctx, 'errors.boards.badInviteLink'));
    if (row.board.ownerId === me) return row.board;
    const [existing] = await tx
      .select({ status: boardCollaborators.status })
      .from(boardCollaborators)
      .where(and(eq(boardCollaborators.boardId, row.board.id), eq(boardCollaborators.userId, me)))
      .limit(1);
    if (existing?.status === 'accepted') return row.board;
    const perms = row.link.permissions.length
      ? normalizePermissions(row.link.permissions)
      : [...DEFAULT_COLLABORATOR_PERMISSIONS];
    notified = await joinIn(ctx, tx, row.board, me, perms, 'link', ctx.now());
    return row.board;
  });
  if (notified?.shown) {
    await publishLive(ctx, { kind: 'notification', users: [notified.recipientId] });
  }
  await mailAfterCommit(ctx, [notified]);
  return { board: await boardModelFor(ctx, board) };
}
