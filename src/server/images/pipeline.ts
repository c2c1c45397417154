import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp, type SharpOptions } from 'sharp';
import type { Said } from '#domain/i18n/said';
import { IMAGE_SIZES, type ImageSize, variantDimensions } from '#domain/media/image-size';
import { trSaid } from '../services/platform/i18n.ts';
import type { BlobStore } from './blob-store.ts';
import { dominantColour, isOpaque } from './dominant.ts';
import { differenceHash } from './phash.ts';

export type ImageErrorCode =
  | 'not_an_image'
  | 'too_large'
  | 'too_many_pixels'
  | 'unsupported_format';

/**
 * Why a picture was refused: `code` for the caller to choose its words by, `said` for a caller
 * that only passes the reason on (an import's report), `message` the same in English for logs.
 */
export class ImageError extends Error {
  constructor(
    public code: ImageErrorCode,
    public said: Said,
    /** the format refused, for `unsupported_format` */
    public format: string | null = null,
  ) {
    super(trSaid({}, said));
    this.name = 'ImageError';
  }
}

export interface ImageLimits {
  readonly maxBytes: number;
  readonly maxPixels: number;
}

export const IMAGE_LIMITS: ImageLimits = { maxBytes: 20 * 1024 * 1024, maxPixels: 50_000_000 };

export interface StoredImage {
  signature: string;
  width: number;
  height: number;
  /** '#rrggbb' */
  dominantColor: string;
  /** MIME type of the stored original: image/jpeg, or image/png when it has transparency. */
  format: string;
  bytes: number;
  /** 64-bit difference hash, 16 hex digits (decision 006 near-duplicate warning) */
  phash: string;
}

export type VariantFormat = 'jpg' | 'webp';

export const VARIANT_FORMATS: readonly VariantFormat[] = ['jpg', 'webp'];

export const CONTENT_TYPES: Record<VariantFormat, string> = {
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

const WHITE = { r: 255, g: 255, b: 255 };
/** Long side of the thumbnail used to measure colour and transparency: enough for a 4096-bin histogram. */
const PROBE_SIZE = 256;
/**
 * The original is the source of every variant, so it is encoded for decoding speed: baseline
 * (a progressive original made each 12 MP variant render 3-6× slower, since libjpeg's
 * shrink-on-load works poorly on progressive scans) and plain libjpeg (mozjpeg's trellis search
 * made a 12 MP ingest ~4× slower for ~18% fewer bytes on a file that is rarely served).
 */
const ORIGINAL_JPEG = { quality: 90 } as const;
const VARIANT_JPEG = { quality: 80, mozjpeg: true, progressive: true } as const;
const VARIANT_WEBP = { quality: 78, effort: 4 } as const;

export function originalKey(signature: string): string {
  return `orig/${signature.slice(0, 2)}/${signature.slice(2, 4)}/${signature}`;
}

export function variantKey(signature: string, size: ImageSize, format: VariantFormat): string {
  return `${size}/${signature.slice(0, 2)}/${signature.slice(2, 4)}/${signature}.${format}`;
}

function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

function notAnImage(): ImageError {
  return new ImageError('not_an_image', { id: 'errors.images.notAnImage' });
}

function tooManyPixels(limits: ImageLimits): ImageError {
  const megapixels = Math.round(limits.maxPixels / 100_000) / 10;
  return new ImageError('too_many_pixels', {
    id: 'errors.images.tooManyPixels',
    values: { megapixels },
  });
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** libvips errors carry no codes: apart from the pixel limit, any failure means we cannot read it. */
function asImageError(error: unknown, limits: ImageLimits): unknown {
  if (error instanceof ImageError) return error;
  if (isPixelLimitError(error)) return tooManyPixels(limits);
  if (error instanceof Error) return notAnImage();
  return error;
}

/** SVG is refused on purpose: it can reference external resources and is not a photo format. */
function isAcceptedFormat(meta: Metadata): boolean {
  switch (meta.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
    case 'tiff':
      return true;
    case 'heif':
      // the bundled libvips decodes AV1 (AVIF) but not HEVC (HEIC)
      return meta.compression === 'av1';
    default:
      return false;
  }
}

/** Reads only the header, so a decompression bomb is refused before any pixel is decoded. */
async function readHeader(input: Buffer, limits: ImageLimits): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: limits.maxPixels }).metadata();
  } catch (error) {
    throw asImageError(error, limits);
  }
  if (!isAcceptedFormat(meta)) {
    const format = meta.format.toUpperCase();
    throw new ImageError(
      'unsupported_format',
      { id: 'errors.images.unsupportedFormat', values: { format } },
      format,
    );
  }
  if (!(meta.width > 0) || !(meta.height > 0)) throw notAnImage();
  if (meta.width * meta.height > limits.maxPixels) throw tooManyPixels(limits);
  return meta;
}

function toHex(colour: { r: number; g: number; b: number }): string {
  const channel = (value: number) =>
    Math.max(0, Math.min(255, Math.round(value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(colour.r)}${channel(colour.g)}${channel(colour.b)}`;
}

/**
 * Transparency, dominant colour and difference hash from one small sRGB thumbnail (dominant.ts:
 * the colour is measured on white, because that is how a transparent image looks in the grid
 * and in every JPEG variant).
 */
async function probe(
  input: Buffer,
  options: SharpOptions,
): Promise<{ opaque: boolean; dominantColor: string; phash: string }> {
  const thumb = await sharp(input, options)
    .resize(PROBE_SIZE, PROBE_SIZE, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: thumb.info };
  // hashed from the oriented thumbnail, so no second decode of the full picture is needed
  const phash = await differenceHash(thumb.data, raw);
  const channels = thumb.info.channels;
  return {
    opaque: isOpaque(thumb.data, channels),
    dominantColor: toHex(dominantColour(thumb.data, channels)),
    phash,
  };
}

/**
 * Validates an upload, normalises it and stores the original under `orig/…`.
 *
 * The stored original is auto-oriented, stripped of metadata (EXIF location, camera serials)
 * and re-encoded: JPEG q90, or PNG when the image really uses transparency so logos and
 * cut-outs keep it (an alpha channel that is fully opaque is dropped). Animated GIF/WebP and
 * multi-page TIFF keep their first frame. The signature hashes the re-encoded bytes, so the
 * same upload always lands on the same key and a second ingest writes nothing.
 */
export async function ingestImage(
  store: BlobStore,
  input: Buffer,
  limits: ImageLimits = IMAGE_LIMITS,
): Promise<StoredImage> {
  if (input.length > limits.maxBytes) {
    throw new ImageError('too_large', {
      id: 'errors.images.tooLarge',
      values: { mb: megabytes(limits.maxBytes) },
    });
  }
  const meta = await readHeader(input, limits);
  const options: SharpOptions = {
    limitInputPixels: limits.maxPixels,
    failOn: 'error',
    autoOrient: true,
  };

  let encoded: { data: Buffer; info: OutputInfo };
  let measured: { opaque: boolean; dominantColor: string; phash: string };
  try {
    measured = await probe(input, options);
    const keepAlpha = meta.hasAlpha && !measured.opaque;
    const pipeline = sharp(input, options);
    encoded = keepAlpha
      ? await pipeline.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true })
      : await pipeline
          .flatten({ background: WHITE })
          .jpeg(ORIGINAL_JPEG)
          .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw asImageError(error, limits);
  }

  const signature = createHash('sha256').update(encoded.data).digest('hex').slice(0, 32);
  const format = encoded.info.format === 'png' ? 'image/png' : 'image/jpeg';
  const key = originalKey(signature);
  if (!(await store.has(key))) await store.put(key, encoded.data, format);

  return {
    signature,
    width: encoded.info.width,
    height: encoded.info.height,
    dominantColor: measured.dominantColor,
    format,
    bytes: encoded.data.length,
    phash: measured.phash,
  };
}

/**
 * Decision 054: a picture that is already one of Tessera's originals (a JPEG or PNG from
 * Tessera's own export, its sha256 checked) is stored byte for byte, so its signature and
 * sha256 are the same on this Tessera; anything else is ingested as an upload is.
 */
export async function keepOriginal(
  store: BlobStore,
  input: Buffer,
  limits: ImageLimits = IMAGE_LIMITS,
): Promise<StoredImage> {
  if (input.length > limits.maxBytes) return ingestImage(store, input, limits);
  const meta = await readHeader(input, limits);
  if (meta.format !== 'jpeg' && meta.format !== 'png') return ingestImage(store, input, limits);
  let measured: { opaque: boolean; dominantColor: string; phash: string };
  try {
    measured = await probe(input, { limitInputPixels: limits.maxPixels, failOn: 'error' });
  } catch (error) {
    throw asImageError(error, limits);
  }
  const signature = createHash('sha256').update(input).digest('hex').slice(0, 32);
  const format = meta.format === 'png' ? 'image/png' : 'image/jpeg';
  const key = originalKey(signature);
  if (!(await store.has(key))) await store.put(key, input, format);
  return {
    signature,
    width: meta.width,
    height: meta.height,
    dominantColor: measured.dominantColor,
    format,
    bytes: input.length,
    phash: measured.phash,
  };
}

function encodeVariant(pipeline: Sharp, format: VariantFormat): Promise<Buffer> {
  if (format === 'webp') return pipeline.webp(VARIANT_WEBP).toBuffer();
  // JPEG has no alpha: composite on white, like the grid's card background
  return pipeline.flatten({ background: WHITE }).jpeg(VARIANT_JPEG).toBuffer();
}

async function deriveVariant(
  original: Buffer,
  size: ImageSize,
  format: VariantFormat,
): Promise<Buffer | 'original'> {
  const meta = await sharp(original).metadata();
  if (size === 'orig' && format === 'jpg' && meta.format === 'jpeg') {
    // already a q90 JPEG; a second encode would only lose quality and double the storage
    return 'original';
  }
  const { width, height } = variantDimensions(size, meta.width, meta.height);
  let pipeline = sharp(original);
  if (size === '600x315') {
    // Open Graph previews: keep the most salient region rather than the centre
    pipeline = pipeline.resize(width, height, { fit: 'cover', position: 'attention' });
  } else if (size === '60x60' || size === '136x136') {
    pipeline = pipeline.resize(width, height, { fit: 'cover', position: 'centre' });
  } else if (width !== meta.width || height !== meta.height) {
    // both sides given so the pixels match variantDimensions exactly, which the page layout relies on
    pipeline = pipeline.resize(width, height, { fit: 'fill' });
  }
  return encodeVariant(pipeline, format);
}

const inflightByStore = new WeakMap<BlobStore, Map<string, Promise<Buffer | null>>>();

function inflightFor(store: BlobStore): Map<string, Promise<Buffer | null>> {
  let inflight = inflightByStore.get(store);
  if (!inflight) {
    inflight = new Map();
    inflightByStore.set(store, inflight);
  }
  return inflight;
}

async function loadOrRender(
  store: BlobStore,
  signature: string,
  size: ImageSize,
  format: VariantFormat,
  key: string,
): Promise<Buffer | null> {
  const cached = await store.get(key);
  if (cached) return cached;
  const original = await store.get(originalKey(signature));
  if (!original) return null;
  const rendered = await deriveVariant(original, size, format);
  if (rendered === 'original') return original;
  await store.put(key, rendered, CONTENT_TYPES[format]);
  return rendered;
}

/**
 * One size of a stored image, rendered on first request and kept in the store afterwards.
 * Null when no original exists under the signature. Concurrent calls for the same variant in
 * this process share one render; across processes a duplicate render is harmless because
 * puts are atomic and the result is the same.
 */
export function renderVariant(
  store: BlobStore,
  signature: string,
  size: ImageSize,
  format: VariantFormat,
): Promise<Buffer | null> {
  const key = variantKey(signature, size, format);
  const inflight = inflightFor(store);
  const pending = inflight.get(key);
  if (pending) return pending;
  const work = loadOrRender(store, signature, size, format, key).finally(() => {
    inflight.delete(key);
  });
  inflight.set(key, work);
  return work;
}

/**
 * decision 047: the key under which a variant's bytes are stored, rendering it first if needed;
 * null when no original exists. Usually variantKey, but an `orig` JPEG of a JPEG original is the
 * original itself, never stored twice.
 */
export async function storedVariantKey(
  store: BlobStore,
  signature: string,
  size: ImageSize,
  format: VariantFormat,
): Promise<string | null> {
  const key = variantKey(signature, size, format);
  if (await store.has(key)) return key;
  if (!(await renderVariant(store, signature, size, format))) return null;
  return (await store.has(key)) ? key : originalKey(signature);
}

const EAGER_CONCURRENCY = 2;

/**
 * Renders the given sizes (every size by default) in both formats ahead of the first request.
 * Two at a time, so an upload burst leaves CPU for serving pages. Returns how many variants
 * exist afterwards (0 when the original is missing).
 */
export async function renderAllVariants(
  store: BlobStore,
  signature: string,
  sizes: readonly ImageSize[] = IMAGE_SIZES,
): Promise<number> {
  if (!(await store.has(originalKey(signature)))) return 0;
  const jobs = sizes.flatMap((size) => VARIANT_FORMATS.map((format) => ({ size, format })));
  let next = 0;
  let done = 0;
  async function worker(): Promise<void> {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) return;
      if (await renderVariant(store, signature, job.size, job.format)) done++;
    }
  }
  await Promise.all(Array.from({ length: EAGER_CONCURRENCY }, () => worker()));
  return done;
}
