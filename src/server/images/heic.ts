import decode from 'heic-decode';
import sharp from 'sharp';
import type { Said } from '#domain/i18n/said';
import { trSaid } from '../services/platform/i18n.ts';
import { IMAGE_LIMITS } from './pipeline.ts';

/**
 * Why a HEIC picture did not come: `said` for the person (decision 064), `message` the same in
 * English.
 */
export class HeicError extends Error {
  constructor(public said: Said) {
    super(trSaid({}, said));
  }
}

/**
 * Issue 35: a HEIC picture (what iPhones save) as a JPEG browsers can show. The libvips bundled
 * with sharp reads AVIF but not HEVC, so the picture is decoded by libheif compiled to
 * WebAssembly (heic-decode); its size is read from the header first, so a picture of more pixels
 * than an upload may have is refused before any is decoded.
 */
export async function heicToJpeg(
  bytes: Buffer,
  maxPixels = IMAGE_LIMITS.maxPixels,
): Promise<Buffer> {
  let images: Awaited<ReturnType<typeof decode.all>>;
  try {
    images = await decode.all({ buffer: bytes });
  } catch {
    throw new HeicError({ id: 'errors.images.heicUnreadable' });
  }
  try {
    const first = images[0];
    if (!first) throw new HeicError({ id: 'errors.images.heicEmpty' });
    if (first.width * first.height > maxPixels) {
      throw new HeicError({
        id: 'errors.images.heicTooManyPixels',
        values: { width: first.width, height: first.height },
      });
    }
    const { width, height, data } = await first.decode().catch(() => {
      throw new HeicError({ id: 'errors.images.heicUnreadable' });
    });
    return await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer();
  } finally {
    images.dispose();
  }
}
