import sharp from 'sharp';
import { IMAGE_LIMITS } from './pipeline.ts';

export interface PicturePreview {
  width: number;
  height: number;
  /** a small WebP as a data: address (the page's CSP lets only its own and data: pictures in) */
  dataUrl: string;
}

/**
 * Decision 051: a picture of another site shown in the builder's picker, 236 px wide at most, and
 * its real size. Null when the bytes are not a picture.
 */
export async function picturePreview(bytes: Buffer): Promise<PicturePreview | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels, animated: false });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) return null;
    const thumb = await image
      .rotate()
      .resize({ width: 236, height: 472, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      dataUrl: `data:image/webp;base64,${thumb.toString('base64')}`,
    };
  } catch {
    return null;
  }
}
