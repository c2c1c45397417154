import { pinPath } from '#domain/catalogue/routes';
import { truncate } from '#domain/formatting/truncate';
import { variantDimensions } from '#domain/media/image-size';
import { pinAltText } from '#domain/pins/alt-text';
import { Closeup, Unavailable } from '../features/closeup';
import { loadCloseupPage } from '../features/closeup/closeup.server';
import { pinImagePreload } from '../features/media';
import { text } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import { useT } from '../ui/i18n';
import type { Route } from './+types/pin';

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await loadCloseupPage(context, params.pinParam);
  // the title of a pin without one, in the page's language (decision 064)
  return {
    ...page,
    pinBy: text(context, 'closeup.pinBy', { name: page.pin.pinner.fullName }),
    imageAlt: pinAltText(page.pin, (id, values) => text(context, id, values)),
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: fallbackTitle({ matches, error }) }, { name: 'robots', content: 'noindex' }];
  const { pin, origin } = loaderData;
  const title = pin.title.trim() || loaderData.pinBy;
  const og = variantDimensions('600x315', 600, 315);
  // issue 12 (LCP): the closeup's image is fetched with the stylesheets
  const preload = pinImagePreload(pin, 'closeup', matches[0]?.loaderData?.viewer.isBot ?? false);
  const path = pinPath(pin.id, { seoTitle: pin.title });
  // issue 13: apps that speak oEmbed unfurl a pasted link as the embedded pin card
  const oembed = {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/json+oembed',
    href: `${origin}/oembed.json?url=${encodeURIComponent(`${origin}${path}`)}`,
    title,
  } as const;
  const tags = pageMeta({
    title: siteTitle(`${title}`),
    description: truncate(pin.description || title, 200),
    origin,
    // one canonical form for every way of reaching the pin (id, slug--id)
    path,
    image: {
      url: `/img/600x315/${pin.imageSignature}.jpg`,
      width: og.width,
      height: og.height,
      alt: loaderData.imageAlt,
    },
    type: 'article',
    noindex: pin.pinner.noindex === true,
  });
  return preload ? [preload, ...tags, oembed] : [...tags, oembed];
}

export default function PinPage({ loaderData }: Route.ComponentProps) {
  const { pin, related, relatedProducts, comments } = loaderData;
  return (
    <Closeup
      key={pin.id}
      pin={pin}
      related={related}
      relatedProducts={relatedProducts}
      comments={comments}
      titleId={`closeup-title-${pin.id}`}
      place="page"
    />
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <RouteErrorPage
      notFound={(data) => <Unavailable reason={reasonOf(data)} />}
      doing={t('closeup.doing')}
    />
  );
}

/** The reason a 404's data gives (a LoaderFailure), if any. */
function reasonOf(data: unknown): string | null {
  const reason = (data as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : null;
}
