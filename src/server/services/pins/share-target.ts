import type { SharedPicture, SharedPictureProblem } from '#domain/pwa/share-target';
import type { Ctx } from '../../context.ts';
import { tooManyRequests } from '../../errors.ts';
import { ImageError } from '../../images/pipeline.ts';
import { tr } from '../platform/i18n.ts';
import { rateLimitStore } from '../platform/rate-limit.ts';
import { consumeUpload, storePicture } from './upload.ts';

/**
 * A visitor's shares per address: a person shares a few times before logging in; a script
 * storing pictures without an account meets a wall.
 */
const VISITOR_SHARE_LIMIT = { max: 30, windowMs: 60 * 60_000 };

async function consumeVisitorShare(ctx: Ctx): Promise<void> {
  const now = ctx.now().getTime();
  const c = await rateLimitStore(ctx.config).hit(
    `shareTarget:${ctx.ip}`,
    VISITOR_SHARE_LIMIT.windowMs,
    now,
  );
  if (c.count > VISITOR_SHARE_LIMIT.max) {
    throw tooManyRequests(tr(ctx, 'errors.pins.tooManyShares'), (c.resetAt - now) / 1000);
  }
}

function problemOf(e: ImageError): SharedPictureProblem {
  return e.code === 'too_large' || e.code === 'too_many_pixels' ? 'too_large' : 'not_an_image';
}

/**
 * Decision 065: one picture from the phone's share sheet, stored as an upload is (decision 006)
 * so the builder can make a pin of it. A visitor's picture is stored too, so it is still there
 * after they log in; their uploads count against their address instead of an account.
 */
export async function storeSharedPicture(
  ctx: Ctx,
  bytes: Buffer,
): Promise<SharedPicture | SharedPictureProblem> {
  const me = ctx.viewer.isAuth && ctx.session ? Number(ctx.viewer.id) : null;
  if (me !== null && Number.isSafeInteger(me)) await consumeUpload(ctx, me);
  else await consumeVisitorShare(ctx);
  if (bytes.length === 0) return 'empty';
  try {
    const { phash: _phash, ...picture } = await storePicture(ctx, bytes);
    return picture;
  } catch (e) {
    if (e instanceof ImageError) return problemOf(e);
    throw e;
  }
}
