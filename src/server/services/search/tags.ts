import { and, asc, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { pinTagText } from '#domain/pins/closeup-tags';
import type { Ctx } from '../../context.ts';
import { pins } from '../../db/schema/index.ts';
import { bumpDataVersion } from '../platform/data-version.ts';

/** Rows filled per transaction by the backfill. */
const BATCH = 500;

/**
 * Fills pins.tags where a pin has rich metadata but no derived tags yet (rows older than the
 * column, or written by code that does not set it), BATCH rows per transaction in id order, from
 * the tag row's own rule (pinTagText). The search document recomputes itself from the column.
 * Runs at start after migrations and the demo seed, and after `tessera seed`; the probe reads the
 * partial index pins_tags_pending_idx, empty once done. Returns the number of rows filled.
 */
export async function backfillPinTags(ctx: Ctx): Promise<number> {
  let filled = 0;
  let after = 0;
  for (;;) {
    const rows = await ctx.db
      .select({ id: pins.id, richMetadata: pins.richMetadata })
      .from(pins)
      .where(and(isNull(pins.tags), isNotNull(pins.richMetadata), gt(pins.id, after)))
      .orderBy(asc(pins.id))
      .limit(BATCH);
    const last = rows.at(-1);
    if (!last) break;
    const values = sql.join(
      rows.map((r) => sql`(${r.id}::bigint, ${pinTagText(r.richMetadata)})`),
      sql`, `,
    );
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update pins set tags = v.tags
          from (values ${values}) as v(id, tags)
          where pins.id = v.id and pins.tags is null`);
    });
    filled += rows.length;
    after = last.id;
    if (rows.length < BATCH) break;
  }
  if (filled > 0) bumpDataVersion();
  return filled;
}
