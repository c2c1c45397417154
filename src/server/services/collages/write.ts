import { and, eq, isNull } from 'drizzle-orm';
import {
  type CollageItem,
  type CollageModel,
  collageAltText,
  MAX_COLLAGE_ITEMS,
  MAX_COLLAGE_TITLE,
} from '#domain/boards/collages';
import type { Ctx } from '../../context.ts';
import { collageItems, collages, pins } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { requireUser, type Tx } from '../accounts/sessions.ts';
import { visiblePinRow } from '../pins/saves.ts';
import { consumeUpload } from '../pins/upload.ts';
import { softDeletePin } from '../pins/write.ts';
import { tr } from '../platform/i18n.ts';
import { composeCollage } from './compose.ts';
import { getCollage } from './read.ts';

/** Not a spec text; in the style of M-317's prompts. */

export interface CollageDraftInput {
  title: string;
  items: CollageItem[];
}

/** Issue 14 limits, checked before any write (the API's zod schema checks shapes too). */
async function checkDraft(ctx: Ctx, input: CollageDraftInput): Promise<void> {
  const title = input.title.trim();
  if (title.length > MAX_COLLAGE_TITLE) {
    throw badRequest(tr(ctx, 'errors.collages.titleTooLong', { max: MAX_COLLAGE_TITLE }));
  }
  if (input.items.length > MAX_COLLAGE_ITEMS) {
    throw badRequest(tr(ctx, 'errors.collages.tooManyItems', { max: MAX_COLLAGE_ITEMS }));
  }
  for (const it of input.items) {
    const { x, y, w, h } = it.crop;
    if (x + w > 1.0001 || y + h > 1.0001) {
      throw badRequest(tr(ctx, 'errors.collages.cropOutside'));
    }
  }
  // only pins the person may see: a secret pin answers 404 as elsewhere (decision 006)
  for (const pinId of new Set(input.items.map((it) => Number(it.pinId)))) {
    await visiblePinRow(ctx, pinId);
  }
}

function itemRows(collageId: number, items: readonly CollageItem[]) {
  return items.map((it) => ({
    collageId,
    pinId: Number(it.pinId),
    cropX: it.crop.x,
    cropY: it.crop.y,
    cropW: it.crop.w,
    cropH: it.crop.h,
    x: it.x,
    y: it.y,
    scale: it.scale,
    rotation: it.rotation,
    z: it.z,
  }));
}

/**
 * Creates a draft collage (issue 14): the collage and its cut-outs in one transaction. The
 * cut-outs keep the order they were given; the first one is the collage's cover.
 */
export async function createCollage(ctx: Ctx, input: CollageDraftInput): Promise<CollageModel> {
  const me = requireUser(ctx, tr(ctx, 'errors.collages.prompt'));
  await checkDraft(ctx, input);
  const id = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [row] = await tx
      .insert(collages)
      .values({ userId: me, title: input.title.trim(), createdAt: now, updatedAt: now })
      .returning({ id: collages.id });
    if (!row) throw new Error('collage insert returned nothing');
    if (input.items.length) await tx.insert(collageItems).values(itemRows(row.id, input.items));
    return row.id;
  });
  return getCollage(ctx, id);
}

/** The owner's collage row, or 404 (someone else's collage is as absent as a missing one). */
async function ownRow(
  ctx: { locale?: string },
  tx: Pick<Ctx['db'], 'select'>,
  me: number,
  id: number,
) {
  const [row] = await tx
    .select({ id: collages.id, isDraft: collages.isDraft, pinId: collages.pinId })
    .from(collages)
    .where(and(eq(collages.id, id), eq(collages.userId, me)))
    .limit(1)
    .for('update');
  if (!row) throw notFound(tr(ctx, 'errors.collages.notFound'));
  return row;
}

async function livePin(tx: Pick<Ctx['db'], 'select'>, id: number): Promise<boolean> {
  const [pin] = await tx
    .select({ id: pins.id })
    .from(pins)
    .where(and(eq(pins.id, id), isNull(pins.deletedAt)))
    .limit(1);
  return pin !== undefined;
}

/** Replaces an own collage's title and cut-outs (issue 14), in one transaction. */
export async function updateCollage(
  ctx: Ctx,
  id: number,
  input: CollageDraftInput,
): Promise<CollageModel> {
  const me = requireUser(ctx, tr(ctx, 'errors.collages.prompt'));
  await checkDraft(ctx, input);
  await ctx.db.transaction(async (tx) => {
    const row = await ownRow(ctx, tx, me, id);
    // decision 021: its pin's picture was composed from these cut-outs when it was published
    if (!row.isDraft) throw badRequest(tr(ctx, 'errors.collages.published'));
    await tx
      .update(collages)
      .set({ title: input.title.trim(), updatedAt: ctx.now() })
      .where(eq(collages.id, id));
    await tx.delete(collageItems).where(eq(collageItems.collageId, id));
    if (input.items.length) await tx.insert(collageItems).values(itemRows(id, input.items));
  });
  return getCollage(ctx, id);
}

/**
 * Publishes an own collage (issue 14; spec 02 §5 M-302: published only once the flag is set):
 * is_draft false and published_at, once. A collage without cut-outs cannot be published.
 * Decision 021: publishing composes the cut-outs into one picture and makes the owner's pin
 * of it (on their profile, no board), titled as the collage: its closeup is the collage's
 * page, and saving, sharing and sending it are a pin's. A collage published before it had a
 * pin, or whose pin was deleted, gets a new one when published again.
 */
export async function publishCollage(ctx: Ctx, id: number): Promise<CollageModel> {
  const me = requireUser(ctx, tr(ctx, 'errors.collages.prompt'));
  const collage = await getCollage(ctx, id);
  if (!collage.isDraft && collage.pinId !== null) return collage;
  if (collage.items.length === 0) {
    throw badRequest(tr(ctx, 'errors.collages.empty'));
  }
  // the picture counts as an upload (its limit bounds the image work a person can ask for),
  // and is made before the transaction: image work holds no row locks
  await consumeUpload(ctx, me);
  const signature = await composeCollage(ctx, collage.items);
  await ctx.db.transaction((tx) =>
    attachCollagePin(ctx, tx, {
      id,
      ownerId: me,
      title: collage.title,
      cutOuts: collage.items.length,
      signature,
    }),
  );
  return getCollage(ctx, id);
}

/**
 * Decision 021: makes a collage's pin of its composed picture (on the owner's profile, no
 * board, titled as the collage) and publishes the collage with it, in the caller's transaction.
 * The collage row is locked first and read again: one with a live pin (another request or
 * process was first) is left as it is, so this runs once however many try. Answers whether it
 * made the pin.
 */
export async function attachCollagePin(
  ctx: Ctx,
  tx: Tx,
  c: { id: number; ownerId: number; title: string; cutOuts: number; signature: string },
): Promise<boolean> {
  const row = await ownRow(ctx, tx, c.ownerId, c.id);
  if (row.pinId !== null && (await livePin(tx, row.pinId))) return false;
  const now = ctx.now();
  const [pin] = await tx
    .insert(pins)
    .values({
      pinnerId: c.ownerId,
      boardId: null,
      imageSignature: c.signature,
      title: c.title,
      altText: collageAltText(c.cutOuts),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: pins.id });
  if (!pin) throw new Error('pin insert returned nothing');
  await tx
    .update(collages)
    .set(
      row.isDraft
        ? { isDraft: false, publishedAt: now, updatedAt: now, pinId: pin.id }
        : { updatedAt: now, pinId: pin.id },
    )
    .where(eq(collages.id, c.id));
  return true;
}

/**
 * Deletes an own collage and its cut-outs (spec 02 §4 delete confirmation); others' are 404.
 * Its pin goes with it (spec 01 §7 P-336: the delete-collage action names the pin), as a
 * deleted pin goes: saves of it by others stay theirs.
 */
export async function deleteCollage(ctx: Ctx, id: number): Promise<{ id: string }> {
  const me = requireUser(ctx, tr(ctx, 'errors.collages.prompt'));
  await ctx.db.transaction(async (tx) => {
    const row = await ownRow(ctx, tx, me, id);
    if (row.pinId !== null) {
      await softDeletePin(ctx, tx, { id: row.pinId, boardId: null, sectionId: null }, me);
    }
    await tx.delete(collages).where(eq(collages.id, id));
  });
  return { id: String(id) };
}
