import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { MemberState } from '#domain/messages/messages';
import type { Ctx } from '../../context.ts';
import { conversationMembers, userBlocks, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { publishLive } from '../live/publish.ts';
import { markConversationNotificationsRead } from '../notifications/record.ts';
import { tr } from '../platform/i18n.ts';
import { requireMembership, requireMessenger } from './access.ts';

export type ConversationAction = 'read' | 'accept' | 'decline';

/**
 * ConversationResource update: mark it read up to now, or answer a message request. Accepting
 * moves it into the inbox; declining takes it out of both lists (the sender is not told).
 */
export async function updateConversation(
  ctx: Ctx,
  conversationId: number,
  action: ConversationAction,
): Promise<{ id: string; state: MemberState }> {
  const me = requireMessenger(ctx);
  const answer = await ctx.db.transaction(async (tx) => {
    const m = await requireMembership(ctx, me, conversationId, tx);
    // reading or answering it reads its 'sent you a message' too
    if (action !== 'decline')
      await markConversationNotificationsRead(tx, me, conversationId, ctx.now());
    let state = m.state;
    if (action === 'read') {
      await tx
        .update(conversationMembers)
        .set({ lastReadAt: ctx.now() })
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.userId, me),
          ),
        );
    } else {
      if (m.state === 'accepted') throw badRequest(tr(ctx, 'errors.messages.notARequest'));
      state = action === 'accept' ? 'accepted' : 'declined';
      await tx
        .update(conversationMembers)
        .set({ state, ...(action === 'accept' ? { lastReadAt: ctx.now() } : {}) })
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.userId, me),
          ),
        );
    }
    return { id: String(conversationId), state };
  });
  // the viewer's other pages update their counts
  await publishLive(ctx, { kind: 'conversation', users: [me], conversationId });
  return answer;
}

/**
 * UserBlockResource create: neither may message the other from now on, and the blocked person's
 * waiting requests to the blocker are declined with it.
 */
export async function blockUser(ctx: Ctx, userId: number): Promise<{ blocked: true }> {
  const me = requireMessenger(ctx);
  if (me === userId) throw badRequest(tr(ctx, 'errors.messages.cannotBlockSelf'));
  await ctx.db.transaction(async (tx) => {
    const [who] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .limit(1);
    if (!who) throw notFound(tr(ctx, 'errors.accounts.profileGone'));
    await tx
      .insert(userBlocks)
      .values({ blockerId: me, blockedId: userId, createdAt: ctx.now() })
      .onConflictDoNothing();
    const theirs = tx
      .select({ id: conversationMembers.conversationId })
      .from(conversationMembers)
      .where(eq(conversationMembers.userId, userId));
    await tx
      .update(conversationMembers)
      .set({ state: 'declined' })
      .where(
        and(
          eq(conversationMembers.userId, me),
          eq(conversationMembers.state, 'request'),
          inArray(conversationMembers.conversationId, theirs),
        ),
      );
  });
  // declined requests and hidden notifications change the viewer's counts
  await publishLive(ctx, { kind: 'conversation', users: [me] });
  return { blocked: true };
}

/** UserBlockResource delete: lift a block (declined requests stay declined). */
export async function unblockUser(ctx: Ctx, userId: number): Promise<{ blocked: false }> {
  const me = requireMessenger(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, me), eq(userBlocks.blockedId, userId)));
  });
  await publishLive(ctx, { kind: 'conversation', users: [me] });
  return { blocked: false };
}
