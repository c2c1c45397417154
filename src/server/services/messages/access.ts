import { and, eq, inArray, or } from 'drizzle-orm';
import type { MemberState } from '#domain/messages/messages';
import type { Ctx } from '../../context.ts';
import { conversationMembers, conversations, userBlocks } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Tx } from '../accounts/sessions.ts';
import { requireUser } from '../accounts/sessions.ts';
import { tr } from '../platform/i18n.ts';

export function requireMessenger(ctx: Ctx): number {
  return requireUser(ctx, tr(ctx, 'errors.messages.logIn'));
}

export interface Membership {
  conversationId: number;
  state: MemberState;
  lastReadAt: Date | null;
  lastMessageAt: Date;
}

/**
 * The viewer's place in a conversation. Anyone who is not a member gets the same 404 as for an
 * unknown id, so a conversation's existence stays private.
 */
export async function requireMembership(
  ctx: Ctx,
  me: number,
  conversationId: number,
  db: Tx = ctx.db,
): Promise<Membership> {
  const [row] = await db
    .select({
      conversationId: conversationMembers.conversationId,
      state: conversationMembers.state,
      lastReadAt: conversationMembers.lastReadAt,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, me),
      ),
    )
    .limit(1);
  if (!row) throw notFound(tr(ctx, 'errors.messages.noConversation'));
  return { ...row, state: row.state as MemberState };
}

/** Ids of the other members of a conversation. */
export async function otherMemberIds(db: Tx, conversationId: number, me: number) {
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
  return rows.map((r) => r.userId).filter((id) => id !== me);
}

/**
 * Nobody messages someone who blocked them or whom they blocked: a readable 403 naming which,
 * since the sender already knows whom they blocked and learns only that the other is closed.
 */
export async function assertNoBlocks(
  db: Tx,
  me: number,
  others: readonly number[],
  names: ReadonlyMap<number, string>,
  ctx: { locale?: string },
): Promise<void> {
  if (!others.length) return;
  const rows = await db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, me), inArray(userBlocks.blockedId, [...others])),
        and(inArray(userBlocks.blockerId, [...others]), eq(userBlocks.blockedId, me)),
      ),
    );
  const mine = rows.find((r) => r.blockerId === me);
  if (mine) {
    const name = names.get(mine.blockedId) ?? tr(ctx, 'errors.messages.thisPerson');
    throw forbidden(tr(ctx, 'errors.messages.youBlocked', { name }));
  }
  const theirs = rows[0];
  if (theirs) {
    const name = names.get(theirs.blockerId) ?? tr(ctx, 'errors.messages.thisPerson');
    throw forbidden(tr(ctx, 'errors.messages.cannotSendTo', { name }));
  }
}

/** Whether either of two people blocked the other (P-314: then neither is offered messaging). */
export async function blockedEitherWay(db: Tx, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
