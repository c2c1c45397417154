import type { AppLoadContext } from 'react-router';
import { parsePinIdParam } from '#domain/catalogue/routes';
import { getCloseup } from '#server/services/pins/closeup';
import { FIRST_RELATED_PINS, pageForGrid, pinsForGrid } from '../../lib/grid-payload';
import { fromService, notFoundPage } from '../../lib/loader.server';

/**
 * The closeup page's data: the pin, the first related pins and the first related products
 * (CloseupRelatedProducts), as getCloseup answers them. Every form of the URL answers 200 with
 * the same canonical (P-026); signed-out visitors' address bar is switched to the seo form in the
 * browser.
 */
export async function loadCloseupPage(context: AppLoadContext, param: string) {
  const id = parsePinIdParam(param);
  if (id === null) notFoundPage('Unavailable');
  const data = await fromService(() =>
    getCloseup(context.ctx, Number(id), { relatedPageSize: FIRST_RELATED_PINS }),
  );
  return {
    pin: data.pin,
    related: pageForGrid(data.related),
    relatedProducts: data.relatedProducts && pinsForGrid(data.relatedProducts),
    origin: context.ctx.publicOrigin,
  };
}
