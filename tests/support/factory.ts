import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '#server/context';
import { boardSections, boards, images, pins, users } from '#server/db/schema/index';
import { generateDemoImage } from '#server/images/demo-image';
import { ingestImage } from '#server/images/pipeline';
import { bumpDataVersion } from '#server/services/platform/data-version';

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Each test makes its own data with these; they write through the same tables the app reads,
 * outside a request, so each bumps the data version as such code must (in-process caches).
 */
export async function makeImage(ctx: Ctx, seed = 1, width = 400, height = 600) {
  const buf = await generateDemoImage(seed, { width, height, motif: 'abstract' });
  const s = await ingestImage(ctx.blobs, buf);
  await ctx.db.insert(images).values(s).onConflictDoNothing();
  bumpDataVersion();
  return s;
}

export async function makeUser(ctx: Ctx, over: Partial<typeof users.$inferInsert> = {}) {
  const [u] = await ctx.db
    .insert(users)
    .values({ username: unique('user'), firstName: 'Test', lastName: 'Person', ...over })
    .returning();
  if (!u) throw new Error('user not created');
  bumpDataVersion();
  return u;
}

export async function makeBoard(
  ctx: Ctx,
  ownerId: number,
  over: Partial<typeof boards.$inferInsert> = {},
) {
  const slug = over.slug ?? unique('board-');
  const [b] = await ctx.db
    .insert(boards)
    .values({ ownerId, name: over.name ?? `Board ${slug}`, slug, ...over })
    .returning();
  if (!b) throw new Error('board not created');
  bumpDataVersion();
  return b;
}

export async function makeSection(ctx: Ctx, boardId: number, title: string) {
  const [s] = await ctx.db
    .insert(boardSections)
    .values({ boardId, title, slug: title.toLowerCase().replace(/\W+/g, '-') })
    .returning();
  if (!s) throw new Error('section not created');
  bumpDataVersion();
  return s;
}

export async function makePin(
  ctx: Ctx,
  pinnerId: number,
  boardId: number | null,
  over: Partial<typeof pins.$inferInsert> = {},
) {
  const signature = over.imageSignature ?? (await makeImage(ctx)).signature;
  const [p] = await ctx.db
    .insert(pins)
    .values({ pinnerId, boardId, title: unique('Pin '), imageSignature: signature, ...over })
    .returning();
  if (!p) throw new Error('pin not created');
  if (boardId !== null) {
    await ctx.db
      .update(boards)
      .set({ pinCount: sql`${boards.pinCount} + 1` })
      .where(eq(boards.id, boardId));
  }
  bumpDataVersion();
  return p;
}
