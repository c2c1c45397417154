import { pinPath, visualSearchPath } from '#domain/catalogue/routes';
import { PinGrid, VisualSearchHeader } from '../features/feed';
import { loadVisualSearch } from '../features/feed/visual-search.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import { Link } from '../ui/Link';
import type { Route } from './+types/pin-visual-search';

/** This module serves both M-037 (all pins) and M-038 (route id pin-visual-search-products). */
function isProducts(request: Request): boolean {
  return /\/visual-search\/products\/?$/.test(new URL(request.url).pathname);
}

export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadVisualSearch(context, params.pinParam, isProducts(request));
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: siteTitle('Unavailable') }, { name: 'robots', content: 'noindex' }];
  const { pin, products, origin } = loaderData;
  const name = pin.title.trim() || `Pin by ${pin.pinner.fullName}`;
  return [
    ...pageMeta({
      title: siteTitle(`${products ? 'Similar products' : 'More like this'}: ${name}`),
      description: `Pins that look like ${name}.`,
      origin,
      path: visualSearchPath(pin.id, products),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** spec 02 §2 M-037, M-038 (issue 16): pins, or product pins, that look like this pin. */
export default function PinVisualSearch({ loaderData }: Route.ComponentProps) {
  const { pin, items, products } = loaderData;
  return (
    <>
      <VisualSearchHeader pin={pin} products={products} />
      <PinGrid
        key={`${pin.id}:${products}`}
        initial={items}
        bookmark={null}
        source={{ resource: 'VisualSearch', options: { pin_id: pin.id, products } }}
        label={products ? 'Similar products' : 'Similar Pins'}
        showAttribution
        surface={products ? 'VisualInspirationShoppingPin' : 'VisualInspirationPin'}
        empty={
          <p>
            {products
              ? 'No product Pins look like this one yet.'
              : 'No other Pins look like this one yet.'}{' '}
            <Link to={pinPath(pin.id)}>Back to the Pin</Link>
          </p>
        }
      />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorPage
      notFound={{ title: 'Unavailable', message: 'This Pin is unavailable.' }}
      doing="looking for similar Pins"
    />
  );
}
