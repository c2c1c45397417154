import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { MEMBER_INVITES_MAX, memberInviteRefusal } from '#domain/instance/settings';
import type { Ctx } from '../../context.ts';
import { signupInvites } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../accounts/sessions.ts';
import { tr, trSaid } from '../platform/i18n.ts';
import {
  insertInvite,
  inviteTerms,
  inviteView,
  type SignupInviteView,
  signupInviteUrl,
} from './joining.ts';
import { loadInstanceSettings } from './settings.ts';

/**
 * Issue 37, decision 059: a member's own instance invite links, while sign-up is by invitation
 * and the administrators let members invite. The same terms as an administrator's link, at most
 * MEMBER_INVITES_MAX usable at once. Not audited: the audit log is for administrators' actions.
 */

/** Whether the viewer may make invite links now, and their own links, newest first. */
export async function listMyInvites(
  ctx: Ctx,
): Promise<{ allowed: boolean; max: number; invites: SignupInviteView[] }> {
  const me = requireUser(ctx, tr(ctx, 'errors.instance.logInToInvite'));
  const settings = await loadInstanceSettings(ctx.db);
  const rows = await ctx.db
    .select()
    .from(signupInvites)
    .where(eq(signupInvites.createdBy, me))
    .orderBy(desc(signupInvites.createdAt), desc(signupInvites.id))
    .limit(50);
  const now = ctx.now();
  return {
    allowed: memberInviteRefusal(settings, 0) === null,
    max: MEMBER_INVITES_MAX,
    invites: rows.map((r) => inviteView(r, null, now)),
  };
}

/** Makes one of the viewer's invite links; a 403 when members may not invite or are at the cap. */
export async function createMyInvite(
  ctx: Ctx,
  input: { uses?: number | null; expiresIn?: string },
): Promise<{ url: string }> {
  const me = requireUser(ctx, tr(ctx, 'errors.instance.logInToInvite'));
  const now = ctx.now();
  const settings = await loadInstanceSettings(ctx.db);
  const off = memberInviteRefusal(settings, 0);
  if (off) throw new AppError('forbidden', trSaid(ctx, off));
  const terms = inviteTerms(ctx, input, now);
  const code = await ctx.db.transaction(async (tx) => {
    const [usable] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(signupInvites)
      .where(
        and(
          eq(signupInvites.createdBy, me),
          eq(signupInvites.revoked, false),
          or(isNull(signupInvites.expiresAt), gt(signupInvites.expiresAt, now)),
          or(isNull(signupInvites.maxUses), sql`${signupInvites.uses} < ${signupInvites.maxUses}`),
        ),
      );
    const refused = memberInviteRefusal(settings, Number(usable?.n ?? 0));
    if (refused) throw new AppError('forbidden', trSaid(ctx, refused));
    return (await insertInvite(tx, terms, me, now)).code;
  });
  return { url: signupInviteUrl(ctx.publicOrigin, code) };
}

/** Withdraws one of the viewer's own links; false when it is not theirs or not there. */
export async function revokeMyInvite(ctx: Ctx, id: number): Promise<boolean> {
  const me = requireUser(ctx, tr(ctx, 'errors.instance.logInToInvite'));
  if (!Number.isSafeInteger(id)) return false;
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(signupInvites)
      .set({ revoked: true })
      .where(and(eq(signupInvites.id, id), eq(signupInvites.createdBy, me)))
      .returning({ id: signupInvites.id });
    return rows.length > 0;
  });
}
