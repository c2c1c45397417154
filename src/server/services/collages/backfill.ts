import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { collages } from '../../db/schema/index.ts';
import { bumpDataVersion } from '../platform/data-version.ts';
import { composeCollage } from './compose.ts';
import { collageItemsOf } from './read.ts';
import { attachCollagePin } from './write.ts';

/** Collages read per probe of the partial index. */
const BATCH = 500;

/**
 * Decision 021: collages published before they had pins (collages.pin_id null, is_draft false)
 * get their pin as publishing makes it: the cut-outs the owner may still see composed into one
 * picture, then the pin and the link in one transaction per collage. Runs at start after
 * migrations; the probe reads the partial index collages_unpinned_idx, empty once done.
 * attachCollagePin locks and re-reads the row, so two processes starting at once make one pin
 * (the later one's picture, the same bytes, is stored once). One without a cut-out left stays as
 * it is: publishing refuses an empty collage too. One that fails (deleted meanwhile, a picture
 * that will not decode) is skipped, so a start never stops on it; the next start tries again.
 * Answers the pins made and the collages that failed.
 */
export async function backfillCollagePins(ctx: Ctx): Promise<{ made: number; failed: number }> {
  let made = 0;
  let failed = 0;
  let after = 0;
  for (;;) {
    const rows = await ctx.db
      .select({ id: collages.id, ownerId: collages.userId, title: collages.title })
      .from(collages)
      .where(and(eq(collages.isDraft, false), isNull(collages.pinId), gt(collages.id, after)))
      .orderBy(asc(collages.id))
      .limit(BATCH);
    for (const row of rows) {
      try {
        const items = await collageItemsOf(ctx, row.id, row.ownerId);
        if (items.length === 0) continue;
        const signature = await composeCollage(ctx, items);
        const pinned = await ctx.db.transaction((tx) =>
          attachCollagePin(ctx, tx, { ...row, cutOuts: items.length, signature }),
        );
        if (pinned) made += 1;
      } catch {
        failed += 1;
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }
  if (made > 0) await bumpDataVersion();
  return { made, failed };
}
