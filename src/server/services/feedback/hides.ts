import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { type FeedbackType, isFeedbackType } from '#domain/feedback/feedback';
import type { Ctx } from '../../context.ts';
import { pinHides, pins } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { requireUser } from '../accounts/sessions.ts';
import { hydratePins } from '../feeds/hydrate.ts';
import { getPin } from '../pins/closeup.ts';
import { tr } from '../platform/i18n.ts';

export interface HideState {
  pinId: string;
  hidden: boolean;
  status: 'hidden' | 'reported' | null;
  feedbackType: string | null;
}

/**
 * The id of a pin the viewer may hide or report: it must be visible to them (else 404) and not
 * their own (they edit or delete their own pins instead).
 */
export async function feedbackTarget(ctx: Ctx, me: number, pinId: number): Promise<number> {
  const pin = await getPin(ctx, pinId);
  if (pin.pinner.id === String(me)) {
    throw badRequest(tr(ctx, 'errors.feedback.ownPin'));
  }
  return pinId;
}

/**
 * Issue 13 (spec 01 §3 hidden-pin feedback options): the viewer hides a pin; it leaves their
 * feeds until they undo it. Hiding twice keeps one row; a reported pin stays reported.
 */
export async function hidePin(ctx: Ctx, pinId: number, feedbackType: string): Promise<HideState> {
  const me = requireUser(ctx, tr(ctx, 'errors.feedback.hidePrompt'));
  if (!isFeedbackType(feedbackType)) throw badRequest(tr(ctx, 'errors.feedback.unknownType'));
  await feedbackTarget(ctx, me, pinId);
  const row = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(pinHides)
      .values({ userId: me, pinId, feedbackType, status: 'hidden', createdAt: ctx.now() })
      .onConflictDoNothing();
    const [r] = await tx
      .select({ status: pinHides.status, feedbackType: pinHides.feedbackType })
      .from(pinHides)
      .where(and(eq(pinHides.userId, me), eq(pinHides.pinId, pinId)));
    return r;
  });
  return {
    pinId: String(pinId),
    hidden: true,
    status: row?.status === 'reported' ? 'reported' : 'hidden',
    feedbackType: row?.feedbackType ?? feedbackType,
  };
}

/**
 * Undo (spec 01 §4, P-154: a gen-AI hide is cleared the same way): the pin comes back. A report
 * cannot be undone here (P-153: 'Reported' has no Undo), so its row stays.
 */
export async function unhidePin(ctx: Ctx, pinId: number): Promise<HideState> {
  const me = requireUser(ctx, tr(ctx, 'errors.feedback.hidePrompt'));
  const left = await ctx.db.transaction(async (tx) => {
    await tx
      .delete(pinHides)
      .where(
        and(eq(pinHides.userId, me), eq(pinHides.pinId, pinId), eq(pinHides.status, 'hidden')),
      );
    const [r] = await tx
      .select({ feedbackType: pinHides.feedbackType })
      .from(pinHides)
      .where(and(eq(pinHides.userId, me), eq(pinHides.pinId, pinId)));
    return r;
  });
  return left
    ? { pinId: String(pinId), hidden: true, status: 'reported', feedbackType: left.feedbackType }
    : { pinId: String(pinId), hidden: false, status: null, feedbackType: null };
}

export interface HiddenPin {
  pinId: string;
  status: 'hidden' | 'reported';
  feedbackType: FeedbackType | string;
  hiddenAt: string;
  pin: Awaited<ReturnType<typeof hydratePins>>[number] | null;
}

/** The viewer's hidden pins, newest first (for 'Tune your home feed'). */
export async function listHiddenPins(ctx: Ctx, limit = 100): Promise<HiddenPin[]> {
  const me = requireUser(ctx, tr(ctx, 'errors.feedback.hidePrompt'));
  const hides = await ctx.db
    .select()
    .from(pinHides)
    .where(eq(pinHides.userId, me))
    .orderBy(desc(pinHides.createdAt))
    .limit(limit);
  if (hides.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(pins)
    .where(
      and(
        inArray(
          pins.id,
          hides.map((h) => h.pinId),
        ),
        isNull(pins.deletedAt),
      ),
    );
  const models = new Map((await hydratePins(ctx, rows)).map((m) => [m.id, m]));
  return hides.map((h) => ({
    pinId: String(h.pinId),
    status: h.status === 'reported' ? 'reported' : 'hidden',
    feedbackType: h.feedbackType,
    hiddenAt: h.createdAt.toISOString(),
    pin: models.get(String(h.pinId)) ?? null,
  }));
}
