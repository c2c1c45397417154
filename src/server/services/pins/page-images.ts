import type { PageImage } from '#domain/pins/page-images';
import type { Ctx } from '../../context.ts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import { fetchImageUrl, fetchPageHtml, UrlFetchError } from '../../images/fetch-url.ts';
import { type PicturePreview, picturePreview } from '../../images/preview.ts';
import { requireUser } from '../accounts/sessions.ts';
import { tr, trSaid } from '../platform/i18n.ts';
import { readPageHtml } from './page-html.ts';
import { consumeUpload } from './upload.ts';

/** One picture of the page, as the picker shows it: its real size, not the page's word. */
export type PagePicture = Omit<PageImage, 'width' | 'height'> & PicturePreview;

/** The builder's "Save from a website" answer (decision 051). */
export interface PagePictures {
  /** the page as it was finally read (after redirects): the pins' destination link */
  url: string;
  title: string;
  pictures: PagePicture[];
}

/** The picker shows this many; each is fetched to show it, so the list stays short. */
const SHOWN = 24;
const PARALLEL = 4;
/** once this long has passed, pictures not yet fetched are left out */
const BUDGET_MS = 8_000;
const PICTURE_TIMEOUT_MS = 5_000;
/** a picture really smaller than this a side is an icon, whatever the page said */
const MIN_SIDE = 100;

function pageFailure(ctx: Ctx, e: UrlFetchError): AppError {
  const said = trSaid(ctx, e.said);
  if (e.code === 'too_large') return new AppError('payload_too_large', said);
  if (e.code === 'not_html') return new AppError('unsupported_media_type', said);
  return badRequest(said);
}

async function previews(ctx: Ctx, images: PageImage[]): Promise<PagePicture[]> {
  const started = Date.now();
  const out: (PagePicture | null)[] = new Array(images.length).fill(null);
  let next = 0;
  async function worker() {
    while (next < images.length && Date.now() - started < BUDGET_MS) {
      const i = next++;
      const image = images[i] as PageImage;
      try {
        const bytes = await fetchImageUrl(image.url, {
          ...ctx.urlFetch,
          timeoutMs: PICTURE_TIMEOUT_MS,
        });
        const preview = await picturePreview(bytes);
        if (preview && preview.width >= MIN_SIDE && preview.height >= MIN_SIDE) {
          out[i] = { ...image, ...preview };
        }
      } catch {
        // a picture the server cannot fetch cannot be saved either: it is left out
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return out.filter((p): p is PagePicture => p !== null);
}

/**
 * Decision 051: the pictures of a web page for the builder's picker. The page is fetched behind
 * the SSRF guard (HTML only, 2 MB, 10 s), read with the same rules as the bookmarklet, and each
 * of its first 24 pictures fetched to show a preview and its real size. Counted as an upload.
 */
export async function pagePictures(ctx: Ctx, address: string): Promise<PagePictures> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.createPrompt'));
  await consumeUpload(ctx, me);
  let page: Awaited<ReturnType<typeof fetchPageHtml>>;
  try {
    page = await fetchPageHtml(address, ctx.urlFetch);
  } catch (e) {
    if (e instanceof UrlFetchError) throw pageFailure(ctx, e);
    throw e;
  }
  const reading = readPageHtml(page.html, page.url);
  if (reading.nopin) {
    throw forbidden(tr(ctx, 'errors.pins.siteOptsOut'));
  }
  const pictures = await previews(ctx, reading.images.slice(0, SHOWN));
  if (pictures.length === 0) {
    throw notFound(tr(ctx, 'errors.pins.noPictures'));
  }
  return { url: page.url, title: reading.title, pictures };
}
