import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  BOARD_ACTIONS,
  canRemoveCollaborator,
  collaborativeAfterChange,
  normalizePermissions,
  unknownPermissions,
} from '#domain/boards/board-permissions';
import type { BoardModel, UserModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { boardCollaborators, boardEvents, boards, users } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { ProfileOwner } from '../accounts/profile-access.ts';
import { requireUser, type Tx } from '../accounts/sessions.ts';
import { publicUserColumns } from '../accounts/user-columns.ts';
import { loadUsers } from '../feeds/hydrate.ts';
import { type BoardRow, presentBoard, presentUser } from '../feeds/present.ts';
import { tr } from '../platform/i18n.ts';
import { accessOf, viewerId } from './access.ts';
import { logBoardEvent } from './events.ts';

/** Login prompt for collaborator and invite writes by visitors. */

export interface BoardAccess {
  board: BoardRow;
  role: 'owner' | 'collaborator' | 'none';
  /** the viewer's board actions: every action for the owner, the stored set for a collaborator */
  permissions: string[];
}

/**
 * The viewer's standing on a board (decision 006): owner, accepted collaborator or nobody.
 * null when the board does not exist (or is deleted) or the viewer may not see it (a secret
 * board to a non-member), so callers answer 404 for both.
 */
export async function boardAccess(
  ctx: Ctx,
  boardId: number,
  tx: Tx = ctx.db,
  owner?: ProfileOwner,
): Promise<BoardAccess | null> {
  // one membership rule for every write: boards.ts accessOf; the viewer's membership is read
  // with the board, in one query
  const me = viewerId(ctx);
  const [found] = await tx
    .select({
      board: boards,
      membership:
        me === null
          ? sql<string[] | null>`null`
          : sql<string[] | null>`(select c.permissions from ${boardCollaborators} c
              where c.board_id = ${boards.id} and c.user_id = ${me} and c.status = 'accepted'
              limit 1)`,
    })
    .from(boards)
    .where(and(eq(boards.id, boardId), isNull(boards.deletedAt)))
    .limit(1);
  if (!found) return null;
  const board = found.board;
  const access = await accessOf(ctx, board, tx, owner, me === null ? undefined : found.membership);
  if (!access.canSee) return null;
  if (access.isOwner) return { board, role: 'owner', permissions: [...BOARD_ACTIONS] };
  if (access.isCollaborator) {
    return { board, role: 'collaborator', permissions: normalizePermissions(access.permissions) };
  }
  return { board, role: 'none', permissions: [] };
}

/** boardAccess or 404: the board a write is about, seen by the signed-in viewer. */
export async function requireBoardAccess(
  ctx: Ctx,
  boardId: number,
  tx: Tx = ctx.db,
): Promise<BoardAccess> {
  const access = await boardAccess(ctx, boardId, tx);
  if (!access) throw notFound(tr(ctx, 'errors.boards.notFound'));
  return access;
}

/** A board as the viewer sees it after an invite or membership change. */
export async function boardModelFor(ctx: Ctx, board: BoardRow, tx: Tx = ctx.db) {
  const [owner] = (await loadUsers(ctx, [board.ownerId])).values();
  if (!owner) throw notFound(tr(ctx, 'errors.boards.notFound'));
  const access = await boardAccess(ctx, board.id, tx);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(boardCollaborators)
    .where(
      and(eq(boardCollaborators.boardId, board.id), eq(boardCollaborators.status, 'accepted')),
    );
  const model: BoardModel = presentBoard(access?.board ?? board, owner, {
    collaboratedByMe: access?.role === 'collaborator',
    collaboratorCount: count?.n ?? 0,
    collaboratorPermissions: access?.role === 'collaborator' ? access.permissions : [],
  });
  return model;
}

/** Checks a permission list from a client: 400 naming what is unknown. */
export function checkPermissions(
  ctx: { locale?: string },
  list: readonly string[] | undefined,
): string[] | undefined {
  if (list === undefined) return undefined;
  const bad = unknownPermissions(list);
  if (bad.length) {
    throw badRequest(
      tr(ctx, 'errors.boards.unknownPermission', {
        bad: bad.join(', '),
        known: BOARD_ACTIONS.join(', '),
      }),
    );
  }
  return normalizePermissions(list);
}

/**
 * decision 006: the first accepted collaborator makes a board collaborative; when the last one
 * goes, the board stays collaborative only if the owner made it so (a create or update that
 * set `collaborative`, later than the join that turned it on).
 */
export async function syncCollaborative(
  tx: Tx,
  board: BoardRow,
): Promise<{ madeCollaborative: boolean }> {
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(boardCollaborators)
    .where(
      and(eq(boardCollaborators.boardId, board.id), eq(boardCollaborators.status, 'accepted')),
    );
  const accepted = count?.n ?? 0;
  if (accepted > 0 && !board.isCollaborative) {
    await tx.update(boards).set({ isCollaborative: true }).where(eq(boards.id, board.id));
    return { madeCollaborative: true };
  }
  if (accepted === 0 && board.isCollaborative) {
    const [last] = await tx
      .select({ type: boardEvents.type })
      .from(boardEvents)
      .where(
        and(
          eq(boardEvents.boardId, board.id),
          or(
            and(
              eq(boardEvents.type, 'collaborator_add'),
              sql`${boardEvents.data}->>'madeCollaborative' = 'true'`,
            ),
            and(
              inArray(boardEvents.type, ['create', 'update']),
              // BoardResource create/update log what they set (board-write.ts: data.fields)
              sql`((${boardEvents.data}->'collaborative') is not null or coalesce(${boardEvents.data}->'fields', '[]'::jsonb) @> '["isCollaborative"]'::jsonb)`,
            ),
          ),
        ),
      )
      .orderBy(desc(boardEvents.id))
      .limit(1);
    // only a flag our own join turned on goes away; one the owner set (or older data) stays
    const ownerSet = last?.type !== 'collaborator_add';
    if (!collaborativeAfterChange({ acceptedCount: 0, ownerSetCollaborative: ownerSet })) {
      await tx.update(boards).set({ isCollaborative: false }).where(eq(boards.id, board.id));
    }
  }
  return { madeCollaborative: false };
}

export type CollaboratorStatus = 'invited' | 'accepted' | 'declined';

export interface CollaboratorModel {
  user: UserModel;
  permissions: string[];
  status: CollaboratorStatus;
  /** the owner is listed too, first, with every permission */
  role: 'owner' | 'collaborator';
}

/**
 * BoardCollaboratorsResource get: the owner and accepted collaborators to anyone who sees the
 * board; pending invites too to its members.
 */
export async function listCollaborators(
  ctx: Ctx,
  boardId: number,
): Promise<{ collaborators: CollaboratorModel[] }> {
  const access = await requireBoardAccess(ctx, boardId);
  const member = access.role !== 'none';
  const rows = await ctx.db
    .select({ c: boardCollaborators, u: publicUserColumns })
    .from(boardCollaborators)
    .innerJoin(users, eq(users.id, boardCollaborators.userId))
    .where(
      and(
        eq(boardCollaborators.boardId, boardId),
        isNull(users.deletedAt),
        inArray(boardCollaborators.status, member ? ['accepted', 'invited'] : ['accepted']),
      ),
    )
    .orderBy(asc(boardCollaborators.createdAt), asc(boardCollaborators.userId));
  const [owner] = (await loadUsers(ctx, [access.board.ownerId])).values();
  const out: CollaboratorModel[] = owner
    ? [{ user: owner, permissions: [...BOARD_ACTIONS], status: 'accepted', role: 'owner' }]
    : [];
  for (const r of rows) {
    out.push({
      user: presentUser(r.u),
      permissions: normalizePermissions(r.c.permissions),
      status: r.c.status as CollaboratorStatus,
      role: 'collaborator',
    });
  }
  return { collaborators: out };
}

async function collaboratorRow(tx: Tx, boardId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(boardCollaborators)
    .where(and(eq(boardCollaborators.boardId, boardId), eq(boardCollaborators.userId, userId)))
    .limit(1);
  return row && row.status !== 'declined' ? row : null;
}

async function userModel(ctx: Ctx, userId: number): Promise<UserModel> {
  const u = (await loadUsers(ctx, [userId])).get(userId);
  if (!u) throw notFound(tr(ctx, 'errors.boards.personGone'));
  return u;
}

/** BoardCollaboratorResource update: the owner sets what a collaborator may do. */
export async function updateCollaboratorPermissions(
  ctx: Ctx,
  boardId: number,
  userId: number,
  permissions: string[],
): Promise<CollaboratorModel> {
  requireUser(ctx, tr(ctx, 'errors.boards.collaboratePrompt'));
  const perms = checkPermissions(ctx, permissions) ?? [];
  const row = await ctx.db.transaction(async (tx) => {
    const access = await requireBoardAccess(ctx, boardId, tx);
    if (access.role !== 'owner') {
      throw forbidden(tr(ctx, 'errors.boards.ownerChangesPermissions'));
    }
    if (userId === access.board.ownerId) {
      throw badRequest(tr(ctx, 'errors.boards.ownerDoesAll'));
    }
    const current = await collaboratorRow(tx, boardId, userId);
    if (!current) throw notFound(tr(ctx, 'errors.boards.notCollaborator'));
    const [updated] = await tx
      .update(boardCollaborators)
      .set({ permissions: perms })
      .where(and(eq(boardCollaborators.boardId, boardId), eq(boardCollaborators.userId, userId)))
      .returning();
    await logBoardEvent(tx, {
      boardId,
      actorId: access.board.ownerId,
      type: 'update',
      data: { collaboratorId: String(userId), permissions: perms },
    });
    return updated ?? current;
  });
  return {
    user: await userModel(ctx, userId),
    permissions: normalizePermissions(row.permissions),
    status: row.status as CollaboratorStatus,
    role: 'collaborator',
  };
}

/**
 * BoardCollaboratorResource delete (P-331): the owner removes a collaborator (or a pending
 * invite); a collaborator removes themselves, which is leaving the board.
 */
export async function removeCollaborator(
  ctx: Ctx,
  boardId: number,
  userId: number,
): Promise<{ ok: true }> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.collaboratePrompt'));
  await ctx.db.transaction(async (tx) => {
    const access = await requireBoardAccess(ctx, boardId, tx);
    const ownerId = access.board.ownerId;
    if (userId === ownerId) {
      throw badRequest(
        access.role === 'owner'
          ? tr(ctx, 'errors.boards.ownerCantLeave')
          : tr(ctx, 'errors.boards.ownerCantBeRemoved'),
      );
    }
    if (!canRemoveCollaborator(access.role, String(me), String(userId), String(ownerId))) {
      throw forbidden(
        access.role === 'none'
          ? tr(ctx, 'errors.boards.youAreNotCollaborator')
          : tr(ctx, 'errors.boards.ownerRemoves'),
      );
    }
    const current = await collaboratorRow(tx, boardId, userId);
    if (!current) throw notFound(tr(ctx, 'errors.boards.notCollaborator'));
    await tx
      .delete(boardCollaborators)
      .where(and(eq(boardCollaborators.boardId, boardId), eq(boardCollaborators.userId, userId)));
    await logBoardEvent(tx, {
      boardId,
      actorId: me,
      type: 'collaborator_delete',
      data: { userId: String(userId), status: current.status, left: me === userId },
    });
    await syncCollaborative(tx, access.board);
  });
  return { ok: true };
}

/**
 * UserSearchResource get: people to invite, by the start of their username or name; at most
 * 10, never deleted accounts, never the viewer.
 */
export async function searchUsers(ctx: Ctx, query: string): Promise<UserModel[]> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.collaboratePrompt'));
  const q = query.trim().replace(/^@/, '');
  if (!q) return [];
  const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await ctx.db
    .select(publicUserColumns)
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        sql`${users.id} <> ${me}`,
        or(
          ilike(users.username, prefix),
          ilike(users.firstName, prefix),
          ilike(users.lastName, prefix),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, prefix),
        ),
      ),
    )
    .orderBy(sql`lower(${users.username}) = lower(${q}) desc`, asc(users.username))
    .limit(10);
  return rows.map((u) => presentUser(u));
}
