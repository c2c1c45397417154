import type { AppLoadContext } from 'react-router';
import { relatedProducts } from '#server/services/pins/related-products';
import { loadCloseup } from '../feed/feed.server';

/**
 * The closeup page's data: the pin, related pins and the first related products
 * (CloseupRelatedProducts). Every form of the URL answers 200 with the same canonical
 * (P-026); signed-out visitors' address bar is switched to the seo form in the browser.
 */
export async function loadCloseupPage(context: AppLoadContext, param: string) {
  const page = await loadCloseup(context, param);
  // the row is a nicety: a failure there must not take the closeup down
  const products = await relatedProducts(context.ctx, Number(page.pin.id)).catch(() => null);
  return { ...page, relatedProducts: products?.items ?? null };
}
