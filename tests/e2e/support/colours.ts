import { eq } from 'drizzle-orm';
import type { Ctx } from '#server/context';
import { images, pins } from '#server/db/schema/index';

/** The colour family most of a board's pins' pictures fall in ('gray' when none has one). */
export async function commonestColour(ctx: Ctx, boardId: number): Promise<string> {
  const families = await ctx.db
    .select({ family: images.colorFamily })
    .from(pins)
    .innerJoin(images, eq(images.signature, pins.imageSignature))
    .where(eq(pins.boardId, boardId));
  const counts = new Map<string, number>();
  for (const f of families) if (f.family) counts.set(f.family, (counts.get(f.family) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'gray';
}
