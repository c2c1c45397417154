import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import {
  fetchImageUrl,
  fetchPageHtml,
  UrlFetchError,
  type UrlFetchOptions,
} from '../../images/fetch-url.ts';
import { readPageHtml } from '../pins/page-html.ts';
import { tr } from '../platform/i18n.ts';

/** Pictures of a page tried in turn before the item fails: a dead og:image is common. */
const TRIED = 3;

/**
 * Decision 053 (Sources): the picture of a bookmarked page, found when the import runs: the
 * page is fetched behind the SSRF guard (HTML only, 2 MB, 10 s) and read as "Save from a
 * website" reads it (decision 051), its og:image, twitter:image, else its largest picture. The
 * page's title comes too, for an item that has none. A page that cannot be read, asks not to be
 * pinned, or has no picture that can be fetched is the item's failure, in words a person reads.
 */
export async function pictureOfPage(
  ctx: Ctx,
  page: string,
  fetch: Partial<UrlFetchOptions> = {},
): Promise<{ bytes: Buffer; title: string }> {
  const opts = { ...ctx.urlFetch, ...fetch };
  let read: Awaited<ReturnType<typeof fetchPageHtml>>;
  try {
    read = await fetchPageHtml(page, opts);
  } catch (e) {
    if (e instanceof UrlFetchError)
      throw badRequest(tr(ctx, 'errors.imports.pageUnreadable', { reason: e.message }));
    throw e;
  }
  const reading = readPageHtml(read.html, read.url);
  if (reading.nopin) throw badRequest(tr(ctx, 'errors.imports.noPin'));
  let last: UrlFetchError | null = null;
  for (const image of reading.images.slice(0, TRIED)) {
    try {
      return { bytes: await fetchImageUrl(image.url, opts), title: reading.title };
    } catch (e) {
      if (!(e instanceof UrlFetchError)) throw e;
      last = e;
    }
  }
  if (last) throw last;
  throw badRequest(tr(ctx, 'errors.imports.noPicture'));
}
