import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { boardCollaborators, boards } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { mayViewProfileContent, type ProfileOwner } from '../accounts/profile-access.ts';
import { requireUser, type Tx } from '../accounts/sessions.ts';
import type { BoardRow } from '../feeds/present.ts';
import { tr } from '../platform/i18n.ts';

/** What the viewer is to one board (decision 006). */
export interface BoardAccess {
  row: BoardRow;
  isOwner: boolean;
  /** an accepted collaborator (not the owner) */
  isCollaborator: boolean;
  /** the collaborator's permissions ([] for the owner and everyone else) */
  permissions: string[];
  /** may read the board: public or protected, or a member; a private owner's: a follower */
  canSee: boolean;
}

export function viewerId(ctx: Ctx): number | null {
  return ctx.viewer.isAuth && ctx.viewer.id ? Number(ctx.viewer.id) : null;
}

/**
 * `owner`: the board's owner when the caller read them (no query for a public profile);
 * `membership`: the viewer's accepted collaboration's permissions when the caller read it with
 * the board (null: none), so no query for it either.
 */
export async function accessOf(
  ctx: Ctx,
  row: BoardRow,
  db: Tx = ctx.db,
  owner?: ProfileOwner,
  membership?: string[] | null,
): Promise<BoardAccess> {
  const me = viewerId(ctx);
  const isOwner = me !== null && row.ownerId === me;
  let permissions: string[] = [];
  let isCollaborator = false;
  if (me !== null && !isOwner) {
    const found =
      membership !== undefined
        ? membership
        : ((
            await db
              .select({ permissions: boardCollaborators.permissions })
              .from(boardCollaborators)
              .where(
                and(
                  eq(boardCollaborators.boardId, row.id),
                  eq(boardCollaborators.userId, me),
                  eq(boardCollaborators.status, 'accepted'),
                ),
              )
              .limit(1)
          )[0]?.permissions ?? null);
    if (found) {
      isCollaborator = true;
      permissions = found;
    }
  }
  const known = owner && owner.id === row.ownerId ? owner : row.ownerId;
  const canSee =
    !row.deletedAt &&
    (row.privacy !== 'secret' || isOwner || isCollaborator) &&
    // decision 045: a private profile's boards are its followers' (and collaborators') only
    (isOwner || isCollaborator || (await mayViewProfileContent(ctx, known, db)));
  return { row, isOwner, isCollaborator, permissions, canSee };
}

/** An archived board keeps its pins but takes no new ones (saves, new pins, moves, copies). */
export function assertTakesPins(ctx: { locale?: string }, row: Pick<BoardRow, 'archivedAt'>): void {
  if (row.archivedAt) throw badRequest(tr(ctx, 'errors.boards.archived'));
}

/** decision 006: the owner may do everything; a collaborator what their permissions list. */
export function mayDo(access: BoardAccess, action: string): boolean {
  return access.isOwner || (access.isCollaborator && access.permissions.includes(action));
}

export async function loadBoardRow(db: Tx, id: number): Promise<BoardRow | null> {
  const [row] = await db
    .select()
    .from(boards)
    .where(and(eq(boards.id, id), isNull(boards.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * The board for a write: 401 (with `prompt`) for visitors, 404 when the viewer may not see it,
 * 403 when they see it but may not do `action` ('owner' = only the owner).
 */
export async function requireBoardAction(
  ctx: Ctx,
  boardId: number,
  action: string,
  opts: { prompt?: string; db?: Tx } = {},
): Promise<BoardAccess> {
  requireUser(ctx, opts.prompt ?? 'Log in to create a Pin or board');
  const db = opts.db ?? ctx.db;
  const row = await loadBoardRow(db, boardId);
  if (!row) throw notFound(tr(ctx, 'errors.boards.notFound'));
  const access = await accessOf(ctx, row, db);
  if (!access.canSee) throw notFound(tr(ctx, 'errors.boards.notFound'));
  const allowed = action === 'owner' ? access.isOwner : mayDo(access, action);
  if (!allowed) throw forbidden(tr(ctx, 'errors.boards.noPermission'));
  return access;
}
