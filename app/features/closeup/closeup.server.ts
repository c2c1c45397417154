import type { AppLoadContext } from 'react-router';
import { loadCloseup } from '../feed/feed.server';

/**
 * The closeup page's data: the pin, related pins and the first related products
 * (CloseupRelatedProducts), loaded together with the pin hydrated once (getCloseup). Every form
 * of the URL answers 200 with the same canonical (P-026); signed-out visitors' address bar is
 * switched to the seo form in the browser.
 */
export function loadCloseupPage(context: AppLoadContext, param: string) {
  return loadCloseup(context, param);
}
