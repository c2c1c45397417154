import type { AppLoadContext } from 'react-router';
import { parsePinIdParam } from '#domain/catalogue/routes';
import { CLOSEUP_COMMENTS } from '#domain/comments/comments';
import { listComments } from '#server/services/comments/read';
import { getCloseup } from '#server/services/pins/closeup';
import { exactLists } from '#server/services/platform/data-version';
import { FIRST_RELATED_PINS, gridPayload } from '../../lib/grid-payload';
import { text } from '../../lib/i18n.server';
import { fromService, notFoundPage } from '../../lib/loader.server';

/**
 * The closeup page's data: the pin, the first related pins and the first related products
 * (CloseupRelatedProducts), as getCloseup answers them. Every form of the URL answers 200 with
 * the same canonical (P-026); signed-out visitors' address bar is switched to the seo form in the
 * browser.
 */
export async function loadCloseupPage(context: AppLoadContext, param: string) {
  const id = parsePinIdParam(param);
  if (id === null) notFoundPage(text(context, 'closeup.unavailable'));
  const data = await fromService(() =>
    getCloseup(context.ctx, Number(id), { relatedPageSize: FIRST_RELATED_PINS }),
  );
  // decision 042: the first comments; the closeup still shows without them
  const comments = await listComments(context.ctx, Number(id), {
    pageSize: CLOSEUP_COMMENTS,
    shown: data.pin,
  }).catch(() => null);
  // decision 039: every list the page shows (related pins and products) noted the boards and
  // pins it is read from, so a save elsewhere leaves the kept page alone
  exactLists(context.ctx);
  // a pin often is in both rows: sent once (gridPayload)
  const grid = gridPayload();
  return {
    pin: data.pin,
    related: grid.page(data.related),
    relatedProducts: data.relatedProducts && grid.pins(data.relatedProducts),
    comments,
    origin: context.ctx.publicOrigin,
  };
}
