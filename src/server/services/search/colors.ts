import { isNull, sql } from 'drizzle-orm';
import { colorFamily } from '#domain/search/search-colors';
import type { Ctx } from '../../context.ts';
import { images } from '../../db/schema/index.ts';
import { bumpDataVersion } from '../platform/data-version.ts';

/** Rows filled per transaction by the backfill. */
const BATCH = 500;

/**
 * Fills images.color_family where it is still null (images stored before issue 16, or by code
 * that does not set it), BATCH rows per transaction, from #domain/search/search-colors. Runs at start
 * after migrations and the demo seed; cheap when there is nothing to do (one indexed-free probe
 * of a small table). Returns the number of rows filled.
 */
export async function backfillColorFamilies(ctx: Ctx): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await ctx.db
      .select({ signature: images.signature, dominantColor: images.dominantColor })
      .from(images)
      .where(isNull(images.colorFamily))
      .limit(BATCH);
    if (rows.length === 0) break;
    const values = sql.join(
      rows.map((r) => sql`(${r.signature}, ${colorFamily(r.dominantColor)})`),
      sql`, `,
    );
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update images set color_family = v.family
          from (values ${values}) as v(signature, family)
          where images.signature = v.signature and images.color_family is null`);
    });
    filled += rows.length;
    if (rows.length < BATCH) break;
  }
  if (filled > 0) bumpDataVersion();
  return filled;
}
