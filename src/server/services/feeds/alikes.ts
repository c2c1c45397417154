import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { rowsIn } from '../../db/rows.ts';
import { imageAlikes, images } from '../../db/schema/index.ts';
import { noteChanges, pictureTag } from '../platform/data-version.ts';

/** A dHash distance this far or nearer looks alike (64 bits; ≤ 6 is the same picture). */
export const VISUAL_MAX_DISTANCE = 20;

/**
 * Decision 091: the look-alikes kept for each picture, nearest first. Visual search shows 50; a
 * picture with more look-alikes than this (a meme in many copies) keeps its nearest.
 */
export const ALIKES_KEPT = 100;

/**
 * A picture's look-alikes as the image-alikes job found them, its nearest ALIKES_KEPT (never
 * itself): a subquery of `alike` and `distance`, read by its signature.
 */
export function nearestAlikes(signature: string): SQL {
  return sql`(select a.alike, a.distance from image_alikes a
    where a.signature = ${signature}
    order by a.distance, a.alike limit ${ALIKES_KEPT})`;
}

/** Pictures compared in one run of the job: each reads every stored picture's hash once. */
const PER_RUN = 200;

/** Hamming distance between two 64-bit hex dHashes, in SQL (bit_count of the XOR). */
function phashDistance(a: SQL, b: SQL): SQL {
  return sql`bit_count(('x' || ${a})::bit(64) # ('x' || ${b})::bit(64))`;
}

/**
 * Comparisons (pictures × stored pictures) one statement makes: about a quarter of a second, so
 * the job holds PGlite's one connection no longer than a slow page would.
 */
const COMPARISONS_PER_STATEMENT = 250_000;
/** Pictures compared in one statement at most, however few are stored. */
const LARGEST_BATCH = 100;

/**
 * Decision 091: finds the look-alikes of up to `size` pictures not yet compared (the oldest), in
 * one transaction: each one's ALIKES_KEPT nearest pictures within VISUAL_MAX_DISTANCE, written
 * both ways (each of them gains it), and the pictures marked done. A pair another picture's
 * comparison wrote stays: the pairs are the union of every picture's nearest, whatever the order
 * the pictures were compared in. Pictures another process holds are skipped (skip locked);
 * compared again, a picture adds nothing. How many were compared and the signatures whose
 * look-alikes changed, or null when no picture waits.
 */
async function compareBatch(
  ctx: Ctx,
  size: number,
): Promise<{ compared: number; changed: string[] } | null> {
  return ctx.db.transaction(async (tx) => {
    const batch = await rowsIn<{ signature: string }>(
      tx,
      sql`select signature from ${images}
        where alikes_at is null and phash is not null
        order by created_at, signature limit ${size} for update skip locked`,
    );
    if (!batch.length) return null;
    const list = sql`${`{${batch.map((b) => b.signature).join(',')}}`}::text[]`;
    const d = phashDistance(sql`ci.phash`, sql`b.phash`);
    const near = await rowsIn<{ alike: string }>(
      tx,
      sql`with near as (
          select b.signature, n.alike, n.distance from ${images} b
          cross join lateral (
            select ci.signature as alike, ${d}::smallint as distance from ${images} ci
            where ci.signature <> b.signature and ci.phash is not null
              and ${d} <= ${VISUAL_MAX_DISTANCE}
            order by 2, 1 limit ${ALIKES_KEPT}
          ) n
          where b.signature = any(${list})
        ), written as (
          insert into ${imageAlikes} (signature, alike, distance)
          select signature, alike, distance from near
          union select alike, signature, distance from near
          on conflict do nothing
        )
        select distinct alike from near`,
    );
    await tx.execute(sql`update ${images} set alikes_at = now() where signature = any(${list})`);
    const changed = [...batch.map((b) => b.signature), ...near.map((r) => r.alike)];
    return { compared: batch.length, changed };
  });
}

/**
 * The image-alikes job's work (decision 091): compares up to `max` waiting pictures, oldest
 * first, a batch a transaction, and says which pictures' look-alikes changed, so the lists read
 * from them are read again. How many were compared.
 */
export async function findAlikes(ctx: Ctx, max = PER_RUN): Promise<number> {
  const [count] = await rowsIn<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from ${images}`,
  );
  const size = Math.max(
    1,
    Math.min(LARGEST_BATCH, Math.floor(COMPARISONS_PER_STATEMENT / (count?.n || 1))),
  );
  let done = 0;
  while (done < max) {
    const batch = await compareBatch(ctx, Math.min(size, max - done));
    if (batch === null) break;
    done += batch.compared;
    await noteChanges(batch.changed.map(pictureTag));
  }
  return done;
}

/** Whether pictures wait to be compared (the job sends itself again while some do). */
export async function alikesWaiting(ctx: Ctx): Promise<boolean> {
  const [row] = await rowsIn<{ waiting: boolean }>(
    ctx.db,
    sql`select exists (select 1 from ${images} where alikes_at is null and phash is not null)
      as waiting`,
  );
  return row?.waiting === true;
}
