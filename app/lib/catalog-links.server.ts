import type { EntryContext } from 'react-router';
import type { TextBundle } from '#domain/i18n/bundles';
import type { TextsHandle } from './catalog-links';

/**
 * Decision 064: the preloads of the text bundles a page's routes name in their `handle` beyond
 * core (whose `<link>` the root layout writes), as `Link` headers: the browser fetches them
 * beside the scripts, and the `loadTexts` of the code that shows them finds them fetched. Sent
 * by the server alone, so no page's JS carries this; a navigation's bundle comes with its code.
 */
export function textPreloads(context: EntryContext, headers: Headers): void {
  const data = context.staticHandlerContext.loaderData.root as
    | { i18n?: { catalog?: string } }
    | undefined;
  const core = data?.i18n?.catalog;
  if (!core) return;
  const bundles = new Set<TextBundle>();
  for (const match of context.staticHandlerContext.matches) {
    const handle = context.routeModules[match.route.id]?.handle as TextsHandle | undefined;
    for (const bundle of handle?.texts ?? []) bundles.add(bundle);
  }
  for (const bundle of bundles) {
    const href = core.replace('/core/', `/${bundle}/`);
    headers.append('Link', `<${href}>; rel=preload; as=fetch; crossorigin=anonymous`);
  }
}
