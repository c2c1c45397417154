import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { CollageItem, CollageListItem, CollageModel } from '#domain/boards/collages';
import type { Ctx } from '../../context.ts';
import { collageItems, collages, images, pins } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { requireUser } from '../accounts/sessions.ts';
import { loadUsers } from '../feeds/base.ts';
import { imageCardColumns } from '../feeds/columns.ts';
import { imageSet } from '../feeds/present.ts';
import { pinVisibleTo } from '../feeds/visible-sql.ts';
import { tr } from '../platform/i18n.ts';

/** One page: a person's collages are few (each is hand-made). */
const COLLAGE_LIST_PAGE = 100;

/** An own collage with its cut-outs in their saved order (issue 14); others' are 404. */
export async function getCollage(ctx: Ctx, id: number): Promise<CollageModel> {
  const me = requireUser(ctx, tr(ctx, 'errors.collages.prompt'));
  const [row] = await ctx.db
    .select({ collage: collages, pinGone: pins.deletedAt })
    .from(collages)
    .leftJoin(pins, eq(pins.id, collages.pinId))
    .where(and(eq(collages.id, id), eq(collages.userId, me)))
    .limit(1)
    .then((rows) =>
      // decision 021: a collage whose pin was deleted has no page until published again
      rows.map((r) => ({ ...r.collage, pinId: r.pinGone ? null : r.collage.pinId })),
    );
  if (!row) throw notFound(tr(ctx, 'errors.collages.notFound'));
  return {
    id: String(row.id),
    title: row.title,
    isDraft: row.isDraft,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    pinId: row.pinId === null ? null : String(row.pinId),
    items: await collageItemsOf(ctx, id, me),
  };
}

/**
 * A collage's cut-outs in their saved order, as its owner may see them: one whose pin was
 * deleted or went where the owner may no longer see it (a secret board) drops out, since its id
 * and image would tell of a pin they cannot open.
 */
export async function collageItemsOf(
  ctx: Ctx,
  collageId: number,
  ownerId: number,
): Promise<CollageItem[]> {
  const items = await ctx.db
    .select({ item: collageItems })
    .from(collageItems)
    .innerJoin(pins, eq(pins.id, collageItems.pinId))
    .where(
      and(eq(collageItems.collageId, collageId), isNull(pins.deletedAt), pinVisibleTo(ownerId)),
    )
    .orderBy(asc(collageItems.id))
    .then((rows) => rows.map((r) => r.item));
  return items.map((it) => ({
    pinId: String(it.pinId),
    crop: { x: it.cropX, y: it.cropY, w: it.cropW, h: it.cropH },
    x: it.x,
    y: it.y,
    scale: it.scale,
    rotation: it.rotation,
    z: it.z,
  }));
}

/**
 * GET /v3/users/me/shuffles/ (spec 02 §7 M-339, M-340; §3 M-157; §5 M-302): the signed-in
 * person's collages, published (is_draft false) newest first, or drafts, each shaped as a pin
 * (transform_to_pins): type, id, images (the first cut-out's pin image sizes, as the pin
 * presenter gives them), description (the title) and pinner (the owner).
 */
export async function listCollages(
  ctx: Ctx,
  opts: { isDraft: boolean },
): Promise<CollageListItem[]> {
  const me = requireUser(ctx, tr(ctx, 'errors.collages.seePrompt'));
  const rows = await ctx.db
    .select({ id: collages.id, title: collages.title, pinId: collages.pinId })
    .from(collages)
    .where(and(eq(collages.userId, me), eq(collages.isDraft, opts.isDraft)))
    .orderBy(
      opts.isDraft ? desc(collages.updatedAt) : desc(collages.publishedAt),
      desc(collages.id),
    )
    .limit(COLLAGE_LIST_PAGE);
  if (rows.length === 0) return [];
  const covers = await coverImages(
    ctx,
    me,
    rows.map((r) => r.id),
  );
  const pictures = await collagePictures(
    ctx,
    rows.flatMap((r) => (r.pinId === null ? [] : [r.pinId])),
  );
  const owner = (await loadUsers(ctx, [me])).get(me);
  if (!owner) return [];
  return rows.map((r) => {
    const picture = r.pinId === null ? undefined : pictures.get(r.pinId);
    return {
      type: 'pin',
      id: String(r.id),
      images: picture ?? covers.get(r.id) ?? {},
      description: r.title,
      pinner: owner,
      pinId: picture ? String(r.pinId) : null,
    };
  });
}

/** Decision 021: the composed picture of each live collage pin, by pin id. */
async function collagePictures(ctx: Ctx, pinIds: number[]) {
  const out = new Map<number, ReturnType<typeof imageSet>>();
  if (pinIds.length === 0) return out;
  const rows = await ctx.db
    .select({ id: pins.id, image: imageCardColumns })
    .from(pins)
    .innerJoin(images, eq(images.signature, pins.imageSignature))
    .where(and(inArray(pins.id, pinIds), isNull(pins.deletedAt)));
  for (const r of rows) out.set(r.id, imageSet(r.image));
  return out;
}

/** The first cut-out's pin image of each collage, of a live pin the owner may still see. */
async function coverImages(ctx: Ctx, me: number, ids: number[]) {
  const rows = await ctx.db
    .select({ collageId: collageItems.collageId, image: imageCardColumns })
    .from(collageItems)
    .innerJoin(pins, eq(pins.id, collageItems.pinId))
    .innerJoin(images, eq(images.signature, pins.imageSignature))
    .where(and(inArray(collageItems.collageId, ids), isNull(pins.deletedAt), pinVisibleTo(me)))
    .orderBy(asc(collageItems.collageId), asc(collageItems.id));
  const out = new Map<number, ReturnType<typeof imageSet>>();
  for (const r of rows) if (!out.has(r.collageId)) out.set(r.collageId, imageSet(r.image));
  return out;
}
