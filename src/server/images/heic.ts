import decode from 'heic-decode';
import sharp from 'sharp';
import { IMAGE_LIMITS } from './pipeline.ts';

/** Why a HEIC picture did not come: its words for the import's report. */
export class HeicError extends Error {}

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
    throw new HeicError('This HEIC picture could not be read.');
  }
  try {
    const first = images[0];
    if (!first) throw new HeicError('This HEIC file holds no picture.');
    if (first.width * first.height > maxPixels) {
      throw new HeicError(
        `This HEIC picture is ${first.width} × ${first.height} pixels, more than a picture may have.`,
      );
    }
    const { width, height, data } = await first.decode().catch(() => {
      throw new HeicError('This HEIC picture could not be read.');
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
