import { inArray } from 'drizzle-orm';
import { checkOnboardingPicks } from '#domain/discovery/onboarding';
import type { Ctx } from '../../context.ts';
import { interestFollows, interests } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { requireUser } from '../accounts/sessions.ts';
import { tr } from '../platform/i18n.ts';

/**
 * Issue 33: the topics a new account picked after sign-up become followed interests, in one
 * transaction; the home feed ranks their pins in its second tier (decision 027). At least three,
 * every one a known topic, or nothing is followed.
 */
export async function followOnboardingTopics(
  ctx: Ctx,
  values: readonly string[],
): Promise<{ followed: number }> {
  const me = requireUser(ctx, tr(ctx, 'errors.ideas.topicsPrompt'));
  const picks = checkOnboardingPicks(values);
  if (!picks.ok) throw badRequest(tr(ctx, picks.error.id, picks.error.values));
  return ctx.db.transaction(async (tx) => {
    const known = await tx
      .select({ id: interests.id })
      .from(interests)
      .where(inArray(interests.id, picks.ids));
    if (known.length !== picks.ids.length) {
      throw badRequest(tr(ctx, 'errors.ideas.unknownTopic'));
    }
    const now = ctx.now();
    await tx
      .insert(interestFollows)
      .values(picks.ids.map((interestId) => ({ userId: me, interestId, createdAt: now })))
      .onConflictDoNothing();
    return { followed: picks.ids.length };
  });
}
