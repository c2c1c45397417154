import { pinPath, visualSearchPath } from '#domain/catalogue/routes';
import { PinGrid, VisualSearchHeader } from '../features/feed';
import { loadVisualSearch } from '../features/feed/visual-search.server';
import { text } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import { useT } from '../ui/i18n';
import { Link } from '../ui/Link';
import type { Route } from './+types/pin-visual-search';

/** This module serves both M-037 (all pins) and M-038 (route id pin-visual-search-products). */
function isProducts(request: Request): boolean {
  return /\/visual-search\/products\/?$/.test(new URL(request.url).pathname);
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = await loadVisualSearch(context, params.pinParam, isProducts(request));
  const { pin, products } = page;
  const name = pin.title.trim() || text(context, 'closeup.pinBy', { name: pin.pinner.fullName });
  return {
    ...page,
    title: text(context, products ? 'closeup.similarTitle' : 'closeup.moreLikeTitle', { name }),
    description: text(context, 'closeup.lookLike', { name }),
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: fallbackTitle({ matches, error }) }, { name: 'robots', content: 'noindex' }];
  const { pin, products, origin } = loaderData;
  return [
    ...pageMeta({
      title: siteTitle(loaderData.title),
      description: loaderData.description,
      origin,
      path: visualSearchPath(pin.id, products),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** spec 02 §2 M-037, M-038 (issue 16): pins, or product pins, that look like this pin. */
export default function PinVisualSearch({ loaderData }: Route.ComponentProps) {
  const { pin, items, products } = loaderData;
  const t = useT();
  return (
    <>
      <VisualSearchHeader pin={pin} products={products} />
      <PinGrid
        key={`${pin.id}:${products}`}
        initial={items}
        bookmark={null}
        source={{ resource: 'VisualSearch', options: { pin_id: pin.id, products } }}
        label={products ? t('closeup.similar') : t('closeup.similarPins')}
        showAttribution
        surface={products ? 'VisualInspirationShoppingPin' : 'VisualInspirationPin'}
        empty={
          <p>
            {products ? t('closeup.noSimilar') : t('closeup.noSimilarPins')}{' '}
            <Link to={pinPath(pin.id)}>{t('outbound.back')}</Link>
          </p>
        }
      />
    </>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <RouteErrorPage
      notFound={{ title: t('closeup.unavailable'), message: t('closeup.pinGone') }}
      doing={t('closeup.doingSimilar')}
    />
  );
}
