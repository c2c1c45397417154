import { and, desc, eq, isNull } from 'drizzle-orm';
import type { PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { pins } from '../../db/schema/index.ts';
import { requireUser } from '../accounts/sessions.ts';
import { hydratePins } from '../feeds/hydrate.ts';
import { tr } from '../platform/i18n.ts';

/** How many of a person's newest pins the collage tool offers to cut from. */
export const COLLAGE_PIN_CHOICES = 60;

/**
 * The pins the collage tool offers (issue 14): the person's own pins, saved or created, newest
 * first, through the same hydration and visibility rules as every feed.
 */
export async function collagePinChoices(ctx: Ctx): Promise<PinModel[]> {
  const me = requireUser(ctx, tr(ctx, 'errors.collages.prompt'));
  const rows = await ctx.db
    .select()
    .from(pins)
    .where(and(eq(pins.pinnerId, me), isNull(pins.deletedAt)))
    .orderBy(desc(pins.createdAt), desc(pins.id))
    .limit(COLLAGE_PIN_CHOICES);
  return hydratePins(ctx, rows);
}
