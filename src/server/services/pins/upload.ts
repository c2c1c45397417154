import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PinModel } from '#domain/pins/models';
import { colorFamily } from '#domain/search/search-colors';
import type { Ctx } from '../../context.ts';
import { images, pins } from '../../db/schema/index.ts';
import { AppError, badRequest, tooManyRequests } from '../../errors.ts';
import { fetchImageUrl, UrlFetchError } from '../../images/fetch-url.ts';
import { NEAR_DUPLICATE_DISTANCE } from '../../images/phash.ts';
import { ImageError, ingestImage, type StoredImage } from '../../images/pipeline.ts';
import { requireUser } from '../accounts/sessions.ts';
import { pinRowColumns } from '../feeds/columns.ts';
import { hydratePins } from '../feeds/hydrate.ts';
import { tr, trSaid } from '../platform/i18n.ts';
import { rateLimitStore } from '../platform/rate-limit.ts';

/** decision 006 `POST /v3/pins/uploads/` answer. */
export interface UploadResult {
  imageSignature: string;
  width: number;
  height: number;
  dominantColor: string;
  /** the viewer's own newest live pin of (nearly) the same picture, if any */
  duplicate: PinModel | null;
}

export type UploadSource = { bytes: Buffer } | { url: string };

/** Uploads per person: generous for a batch of drafts, a wall for a script. */
const UPLOAD_LIMIT = { max: 120, windowMs: 60 * 60_000 };

export async function consumeUpload(ctx: Ctx, userId: number): Promise<void> {
  const now = ctx.now().getTime();
  const c = await rateLimitStore(ctx.config).hit(`pinUpload:${userId}`, UPLOAD_LIMIT.windowMs, now);
  if (c.count > UPLOAD_LIMIT.max) {
    throw tooManyRequests(tr(ctx, 'errors.pins.tooManyUploads'), (c.resetAt - now) / 1000);
  }
}

/** ImageError codes as statuses and messages a person can act on (never a 500). */
export function imageFailure(ctx: { locale?: string }, e: ImageError): AppError {
  switch (e.code) {
    case 'too_large':
      return new AppError('payload_too_large', tr(ctx, 'errors.pins.pictureTooBig'));
    case 'too_many_pixels':
      return new AppError('payload_too_large', tr(ctx, 'errors.pins.tooManyPixels'));
    case 'unsupported_format':
      return new AppError(
        'unsupported_media_type',
        tr(ctx, 'errors.images.unsupportedFormat', { format: e.format ?? '?' }),
      );
    case 'not_an_image':
      return new AppError('unsupported_media_type', tr(ctx, 'errors.pins.notAPicture'));
  }
}

function fetchFailure(ctx: Ctx, e: UrlFetchError): AppError {
  const said = trSaid(ctx, e.said);
  if (e.code === 'too_large') return new AppError('payload_too_large', said);
  return badRequest(said);
}

async function bytesOf(ctx: Ctx, source: UploadSource): Promise<Buffer> {
  if ('bytes' in source) return source.bytes;
  try {
    return await fetchImageUrl(source.url, ctx.urlFetch);
  } catch (e) {
    if (e instanceof UrlFetchError) throw fetchFailure(ctx, e);
    throw e;
  }
}

/**
 * decision 006: the viewer's newest live pin whose picture is within 6 bits (difference hash)
 * of this one; the comparison runs in SQL so a large profile is not read into memory.
 */
async function findDuplicate(ctx: Ctx, userId: number, phash: string): Promise<PinModel | null> {
  const distance = sql<number>`length(replace(((('x' || ${images.phash})::bit(64)) # (('x' || ${phash})::bit(64)))::text, '0', ''))`;
  const rows = await ctx.db
    .select({ pin: pinRowColumns })
    .from(pins)
    .innerJoin(images, eq(images.signature, pins.imageSignature))
    .where(
      and(
        eq(pins.pinnerId, userId),
        isNull(pins.deletedAt),
        sql`${images.phash} is not null`,
        sql`${distance} <= ${NEAR_DUPLICATE_DISTANCE}`,
      ),
    )
    .orderBy(desc(pins.createdAt), desc(pins.id))
    .limit(5);
  const models = await hydratePins(
    ctx,
    rows.map((r) => r.pin),
  );
  return models[0] ?? null;
}

/** Stores the picture (once per signature) and fills in a hash older rows may lack. */
export async function storeImageRow(ctx: Ctx, stored: StoredImage): Promise<void> {
  const added = await ctx.db.transaction(async (tx) => {
    // decision 025: the colour filter's family, derived once when the picture is stored
    const rows = await tx
      .insert(images)
      .values({ ...stored, colorFamily: colorFamily(stored.dominantColor) })
      .onConflictDoNothing()
      .returning({ signature: images.signature });
    await tx
      .update(images)
      .set({ phash: stored.phash })
      .where(and(eq(images.signature, stored.signature), isNull(images.phash)));
    return rows.length > 0;
  });
  // decision 048: a new picture's card and closeup sizes are made off the request path. Queued
  // after the commit, not in it: this also runs at start (the collage backfill), before the queue
  // has started, and on PGlite starting it inside an open transaction would wait on itself. A
  // job that is not queued costs nothing but a render on the first request for each size.
  if (added) {
    await ctx.jobs?.send('image-variants', { signature: stored.signature }).catch(() => {});
    // decision 091: and its look-alikes are found
    await ctx.jobs?.send('image-alikes', {}).catch(() => {});
  }
}

/** A stored picture as an answer names it, with its difference hash for the duplicate check. */
type StoredPicture = Pick<UploadResult, 'imageSignature' | 'width' | 'height' | 'dominantColor'> & {
  phash: StoredImage['phash'];
};

/**
 * Validates, stores and records one picture (an upload, a shared picture); an unreadable one is
 * an ImageError, which each caller words its own way.
 */
export async function storePicture(ctx: Ctx, bytes: Buffer): Promise<StoredPicture> {
  const stored = await ingestImage(ctx.blobs, bytes);
  await storeImageRow(ctx, stored);
  return {
    imageSignature: stored.signature,
    width: stored.width,
    height: stored.height,
    dominantColor: stored.dominantColor,
    phash: stored.phash,
  };
}

/**
 * decision 006 `POST /v3/pins/uploads/`: one picture, uploaded or fetched by URL, validated and
 * stored; the answer names it for PinResource create and warns about a near duplicate.
 */
export async function uploadPinImage(ctx: Ctx, source: UploadSource): Promise<UploadResult> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.createPrompt'));
  await consumeUpload(ctx, me);
  const bytes = await bytesOf(ctx, source);
  let stored: StoredPicture;
  try {
    stored = await storePicture(ctx, bytes);
  } catch (e) {
    if (e instanceof ImageError) throw imageFailure(ctx, e);
    throw e;
  }
  const { phash, ...picture } = stored;
  return { ...picture, duplicate: await findDuplicate(ctx, me, phash) };
}
