import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  DEFAULT_COLLABORATOR_PERMISSIONS,
  normalizePermissions,
} from '#domain/boards/board-permissions';
import type { BoardModel, UserModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { boardCollaborators, boards, users } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import { requireUser, type Tx } from '../accounts/sessions.ts';
import { publicUserColumns } from '../accounts/user-columns.ts';
import { findUserRowByUsername } from '../accounts/users.ts';
import { loadUsers } from '../feeds/hydrate.ts';
import { type BoardRow, presentUser } from '../feeds/present.ts';
import { publishLive } from '../live/publish.ts';
import { mailAfterCommit } from '../notifications/mail.ts';
import {
  type Recorded,
  recordNotification,
  settleInviteNotification,
  shownTo,
} from '../notifications/record.ts';
import { tr } from '../platform/i18n.ts';
import {
  boardModelFor,
  checkPermissions,
  requireBoardAccess,
  syncCollaborative,
} from './collaborators.ts';
import { logBoardEvent } from './events.ts';

export interface InviteModel {
  board: BoardModel;
  invitedUser: UserModel;
  invitedBy: UserModel | null;
  permissions: string[];
  status: 'invited';
  createdAt: string;
}

function canInvite(role: string, permissions: readonly string[]): boolean {
  return role === 'owner' || (role === 'collaborator' && permissions.includes('invite'));
}

async function inviteeRow(ctx: Ctx, o: { username?: string | undefined; userId?: number }) {
  if (o.userId !== undefined) {
    const [row] = await ctx.db
      .select(publicUserColumns)
      .from(users)
      .where(and(eq(users.id, o.userId), isNull(users.deletedAt)))
      .limit(1);
    if (!row) throw notFound(tr(ctx, 'errors.boards.personGone'));
    return row;
  }
  const name = (o.username ?? '').trim().replace(/^@/, '');
  if (!name) throw badRequest(tr(ctx, 'errors.boards.giveUsername'));
  const row = await findUserRowByUsername(ctx, name);
  if (!row) throw notFound(tr(ctx, 'errors.boards.noProfileNamed', { name }));
  return row;
}

/**
 * BoardInviteResource create: the owner, or a collaborator allowed to invite, invites a person
 * by username (or id). Inviting someone already invited answers the same invite.
 */
export async function inviteToBoard(
  ctx: Ctx,
  o: {
    boardId: number;
    username?: string | undefined;
    invitedUserId?: number | undefined;
    permissions?: string[] | undefined;
  },
): Promise<{ invite: InviteModel }> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.collaboratePrompt'));
  const asked = checkPermissions(ctx, o.permissions);
  const invitee = await inviteeRow(
    ctx,
    o.invitedUserId !== undefined ? { userId: o.invitedUserId } : { username: o.username },
  );
  const result = await ctx.db.transaction(async (tx) => {
    const access = await requireBoardAccess(ctx, o.boardId, tx);
    if (!canInvite(access.role, access.permissions)) {
      throw forbidden(tr(ctx, 'errors.boards.cantInvite'));
    }
    if (asked && access.role !== 'owner') {
      throw forbidden(tr(ctx, 'errors.boards.ownerChoosesPermissions'));
    }
    if (invitee.id === me) throw badRequest(tr(ctx, 'errors.boards.cantInviteYourself'));
    if (invitee.id === access.board.ownerId) {
      throw badRequest(tr(ctx, 'errors.boards.inviteeOwns', { username: invitee.username }));
    }
    const permissions = asked ?? [...DEFAULT_COLLABORATOR_PERMISSIONS];
    const [existing] = await tx
      .select()
      .from(boardCollaborators)
      .where(
        and(eq(boardCollaborators.boardId, o.boardId), eq(boardCollaborators.userId, invitee.id)),
      )
      .limit(1);
    if (existing?.status === 'accepted') {
      throw new AppError(
        'conflict',
        tr(ctx, 'errors.boards.alreadyCollaborates', { username: invitee.username }),
      );
    }
    if (existing?.status === 'invited') {
      return { board: access.board, row: existing, notified: null };
    }
    const values = {
      status: 'invited',
      invitedById: me,
      permissions,
      createdAt: ctx.now(),
    };
    const [row] = existing
      ? await tx
          .update(boardCollaborators)
          .set(values)
          .where(
            and(
              eq(boardCollaborators.boardId, o.boardId),
              eq(boardCollaborators.userId, invitee.id),
            ),
          )
          .returning()
      : await tx
          .insert(boardCollaborators)
          .values({ boardId: o.boardId, userId: invitee.id, ...values })
          .returning();
    if (!row) throw new Error('invite row missing after write');
    await logBoardEvent(tx, {
      boardId: o.boardId,
      actorId: me,
      type: 'invite_sent',
      data: { invitedUserId: String(invitee.id), via: 'username' },
    });
    const notified = await recordNotification(ctx, tx, {
      recipientId: invitee.id,
      actorId: me,
      kind: 'board_invite',
      boardId: o.boardId,
      at: values.createdAt,
    });
    return { board: access.board, row, notified };
  });
  if (result.notified?.shown) {
    await publishLive(ctx, { kind: 'notification', users: [invitee.id] });
  }
  await mailAfterCommit(ctx, [result.notified]);
  const people = await loadUsers(ctx, [me, result.row.invitedById ?? me]);
  return {
    invite: {
      board: await boardModelFor(ctx, result.board),
      invitedUser: presentUser(invitee),
      invitedBy: people.get(result.row.invitedById ?? me) ?? null,
      permissions: normalizePermissions(result.row.permissions),
      status: 'invited',
      createdAt: result.row.createdAt.toISOString(),
    },
  };
}

async function pendingRow(tx: Tx, boardId: number, userId: number) {
  const [row] = await tx
    .select({ c: boardCollaborators, b: boards })
    .from(boardCollaborators)
    .innerJoin(boards, eq(boards.id, boardCollaborators.boardId))
    .where(
      and(
        eq(boardCollaborators.boardId, boardId),
        eq(boardCollaborators.userId, userId),
        eq(boardCollaborators.status, 'invited'),
        isNull(boards.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function declineIn(tx: Tx, board: BoardRow, me: number, at: Date): Promise<void> {
  await settleInviteNotification(tx, me, board.id, { readAt: at });
  await tx
    .update(boardCollaborators)
    .set({ status: 'declined' })
    .where(and(eq(boardCollaborators.boardId, board.id), eq(boardCollaborators.userId, me)));
  // spec 01 §4 (P-197): a turned-down invite is a board state change
  await logBoardEvent(tx, {
    boardId: board.id,
    actorId: me,
    type: 'invite_denied',
    data: { userId: String(me) },
  });
}

/** Adds the viewer as an accepted collaborator and keeps the board's collaborative flag true. */
export async function joinIn(
  ctx: Pick<Ctx, 'jobs'>,
  tx: Tx,
  board: BoardRow,
  me: number,
  permissions: readonly string[],
  via: 'invite' | 'link',
  at: Date,
): Promise<Recorded | null> {
  await tx
    .insert(boardCollaborators)
    .values({ boardId: board.id, userId: me, status: 'accepted', permissions: [...permissions] })
    .onConflictDoUpdate({
      target: [boardCollaborators.boardId, boardCollaborators.userId],
      set: { status: 'accepted', permissions: [...permissions] },
    });
  const { madeCollaborative } = await syncCollaborative(tx, board);
  await logBoardEvent(tx, {
    boardId: board.id,
    actorId: me,
    type: 'collaborator_add',
    data: { userId: String(me), via, madeCollaborative },
  });
  return recordNotification(ctx, tx, {
    recipientId: board.ownerId,
    actorId: me,
    kind: 'board_join',
    boardId: board.id,
    at,
  });
}

/** BoardInviteResource update: the invitee accepts (joins) or declines their invite. */
export async function answerInvite(
  ctx: Ctx,
  boardId: number,
  status: 'accepted' | 'declined',
): Promise<{ board: BoardModel }> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.joinPrompt'));
  let notified = null as Recorded | null;
  const board = await ctx.db.transaction(async (tx) => {
    const pending = await pendingRow(tx, boardId, me);
    if (!pending) throw notFound(tr(ctx, 'errors.boards.noPendingInvite'));
    if (status === 'declined') await declineIn(tx, pending.b, me, ctx.now());
    else {
      await settleInviteNotification(tx, me, boardId, { readAt: ctx.now() });
      const perms = normalizePermissions(pending.c.permissions);
      notified = await joinIn(ctx, tx, pending.b, me, perms, 'invite', ctx.now());
    }
    return pending.b;
  });
  // the invitee's other pages drop the invite from their counts; the owner hears of a join
  await publishLive(ctx, {
    kind: 'notification',
    users: [me, ...shownTo([notified])],
  });
  await mailAfterCommit(ctx, [notified]);
  return { board: await boardModelFor(ctx, board) };
}

/**
 * BoardInviteResource delete (P-330): the owner (or whoever sent it) cancels a pending invite;
 * the invitee themselves declining this way is logged as invite_denied.
 */
export async function cancelInvite(
  ctx: Ctx,
  boardId: number,
  invitedUserId: number,
): Promise<{ ok: true }> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.collaboratePrompt'));
  await ctx.db.transaction(async (tx) => {
    if (invitedUserId === me) {
      const pending = await pendingRow(tx, boardId, me);
      if (!pending) throw notFound(tr(ctx, 'errors.boards.noPendingInvite'));
      await declineIn(tx, pending.b, me, ctx.now());
      return;
    }
    const access = await requireBoardAccess(ctx, boardId, tx);
    const pending = await pendingRow(tx, boardId, invitedUserId);
    const sentByMe = pending?.c.invitedById === me && canInvite(access.role, access.permissions);
    if (access.role !== 'owner' && !sentByMe) {
      throw forbidden(tr(ctx, 'errors.boards.ownerCancelsInvites'));
    }
    if (!pending) throw notFound(tr(ctx, 'errors.boards.noInviteForPerson'));
    await tx
      .delete(boardCollaborators)
      .where(
        and(eq(boardCollaborators.boardId, boardId), eq(boardCollaborators.userId, invitedUserId)),
      );
    await logBoardEvent(tx, {
      boardId,
      actorId: me,
      type: 'collaborator_delete',
      data: { userId: String(invitedUserId), status: 'invited', cancelled: true },
    });
    await settleInviteNotification(tx, invitedUserId, boardId, 'withdrawn');
  });
  // the invitee's pages (or, declining this way, the invitee's others) drop it from their counts
  await publishLive(ctx, { kind: 'notification', users: [invitedUserId] });
  return { ok: true };
}

/** BoardInvitesResource get: the viewer's pending invites, newest first. */
export async function listMyInvites(
  ctx: Ctx,
): Promise<{ board: BoardModel; invitedBy: UserModel | null }[]> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.invitesPrompt'));
  const rows = await ctx.db
    .select({ c: boardCollaborators, b: boards })
    .from(boardCollaborators)
    .innerJoin(boards, eq(boards.id, boardCollaborators.boardId))
    .where(
      and(
        eq(boardCollaborators.userId, me),
        eq(boardCollaborators.status, 'invited'),
        isNull(boards.deletedAt),
      ),
    )
    .orderBy(asc(boardCollaborators.createdAt))
    .limit(100);
  const people = await loadUsers(
    ctx,
    rows.flatMap((r) => [r.b.ownerId, ...(r.c.invitedById ? [r.c.invitedById] : [])]),
  );
  const out: { board: BoardModel; invitedBy: UserModel | null }[] = [];
  for (const r of rows.reverse()) {
    if (!people.has(r.b.ownerId)) continue;
    out.push({
      board: await boardModelFor(ctx, r.b),
      invitedBy: (r.c.invitedById ? people.get(r.c.invitedById) : null) ?? null,
    });
  }
  return out;
}
