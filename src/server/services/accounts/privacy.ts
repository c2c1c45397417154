import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { followRequests, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { publishLive } from '../live/publish.ts';
import { mailAfterCommit } from '../notifications/mail.ts';
import {
  acceptFollowRequestNotification,
  type Recorded,
  recordNotification,
  settleFollowRequestNotification,
} from '../notifications/record.ts';
import { tr } from '../platform/i18n.ts';
import { addFollow } from './follows.ts';
import { requireUser, type Tx } from './sessions.ts';

/**
 * Turns one waiting request into a follow and tells the requester; answers false when there was
 * no request, else what was recorded for the requester (null: nothing to tell, e.g. both of
 * their switches for followers are off), its mail queued in the same transaction (decision 044).
 */
async function grant(
  ctx: Pick<Ctx, 'jobs'>,
  tx: Tx,
  owner: number,
  requester: number,
  at: Date,
): Promise<false | Recorded | null> {
  const gone = await tx
    .delete(followRequests)
    .where(and(eq(followRequests.requesterId, requester), eq(followRequests.targetId, owner)))
    .returning({ id: followRequests.requesterId });
  if (!gone.length) return false;
  await acceptFollowRequestNotification(tx, owner, requester);
  await addFollow(tx, requester, owner, at);
  return recordNotification(ctx, tx, {
    recipientId: requester,
    actorId: owner,
    kind: 'follow_accepted',
    at,
  });
}

/**
 * Settings' Privacy (issue 33): search-engine indexing (decision 043) and a private profile
 * (decision 045), in one transaction. Existing followers stay when the profile goes private;
 * going public turns every waiting request into a follow in the same transaction.
 */
export async function savePrivacy(
  ctx: Ctx,
  choice: { searchIndexing: boolean; isPrivate: boolean },
): Promise<{ searchIndexing: boolean; isPrivate: boolean }> {
  const me = requireUser(ctx, tr(ctx, 'errors.accounts.logInToChangeSettings'));
  const granted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...choice, updatedAt: ctx.now() })
      .where(and(eq(users.id, me), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!row) throw notFound(tr(ctx, 'errors.accounts.profileGone'));
    if (choice.isPrivate) return [];
    const waiting = await tx
      .select({ id: followRequests.requesterId })
      .from(followRequests)
      .where(eq(followRequests.targetId, me));
    const out: (Recorded | null)[] = [];
    for (const w of waiting) {
      const told = await grant(ctx, tx, me, w.id, ctx.now());
      if (told !== false) out.push(told);
    }
    return out;
  });
  const shown = granted.flatMap((r) => (r?.shown ? [r.recipientId] : []));
  if (shown.length) await publishLive(ctx, { kind: 'notification', users: shown });
  await mailAfterCommit(ctx, granted);
  return choice;
}

/** FollowRequestResource update: the owner approves a waiting request (decision 045). */
export async function approveFollowRequest(ctx: Ctx, requesterId: number): Promise<void> {
  const me = requireUser(ctx, tr(ctx, 'errors.accounts.logInToAnswerRequests'));
  if (me === requesterId) throw badRequest(tr(ctx, 'errors.accounts.noRequest'));
  const told = await ctx.db.transaction((tx) => grant(ctx, tx, me, requesterId, ctx.now()));
  if (told === false) throw notFound(tr(ctx, 'errors.accounts.noRequest'));
  await publishLive(ctx, { kind: 'notification', users: [requesterId, me] });
  await mailAfterCommit(ctx, [told]);
}

/** FollowRequestResource delete: the owner declines a waiting request; the requester is not told. */
export async function declineFollowRequest(ctx: Ctx, requesterId: number): Promise<void> {
  const me = requireUser(ctx, tr(ctx, 'errors.accounts.logInToAnswerRequests'));
  const done = await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(followRequests)
      .where(and(eq(followRequests.requesterId, requesterId), eq(followRequests.targetId, me)))
      .returning({ id: followRequests.requesterId });
    if (gone.length) await settleFollowRequestNotification(tx, me, requesterId);
    return gone.length > 0;
  });
  if (!done) throw notFound(tr(ctx, 'errors.accounts.noRequest'));
  await publishLive(ctx, { kind: 'notification', users: [me] });
}
