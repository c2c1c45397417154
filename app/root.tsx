import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { anonymousViewer } from '#domain/accounts/viewer';
import { DEVICE_HINT_HEADER, deviceClassOf } from '#domain/layout/device';
import { THEME_COLOR } from '#domain/layout/theme';
import type { Route } from './+types/root';
import { AnalyticsTracker } from './features/analytics';
import { CloseupOverlay } from './features/closeup';
import { CookieConsent } from './features/consent';
import { VisitorSaveMerge } from './features/save';
import { InviteLanding } from './features/sharing';
import { useRecordVisitorPageLoad } from './features/visitor-state';
import { loadLazyParts, whenLazyPartsRendered } from './lib/lazy-rendered';
import { loadRoot } from './lib/root.server';
import { StyleSheets } from './lib/stylesheets';
import { ErrorPage } from './shell/ErrorPage';
import { Shell } from './shell/Shell';
import { useT } from './ui/i18n';
import './ui/tokens.css';
import { fallbackTitle, setSiteName, siteTitle } from './lib/site-name';

export async function loader({ context, request }: Route.LoaderArgs) {
  const device = deviceClassOf({
    mobileHint: request.headers.get(DEVICE_HINT_HEADER),
    userAgent: request.headers.get('user-agent'),
  });
  return { ...(await loadRoot(context)), device };
}

/**
 * Pages differ by device class (P-006), so browsers are asked for the mobile client hint and
 * caches keep the variants apart. Routes without their own `headers` inherit these.
 */
export function headers({ parentHeaders }: Route.HeadersArgs) {
  const out = new Headers(parentHeaders);
  out.set('Accept-CH', DEVICE_HINT_HEADER);
  // decision 064: the language follows Accept-Language and the language cookie
  out.append('Vary', `${DEVICE_HINT_HEADER}, User-Agent, Accept-Language, Cookie`);
  return out;
}

/** Error pages rendered by the root boundary (unknown paths, profiles, boards) get a title too. */
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [{ title: siteTitle() }];
  return [{ title: fallbackTitle({ matches, error }) }, { name: 'robots', content: 'noindex' }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const lang = data?.i18n.locale ?? 'en';
  const nonce = data?.cspNonce ?? undefined;
  // issue 37: every route's meta() ends its title with the instance's name
  if (data?.instance) setSiteName(data.instance.name);
  useEffect(() => {
    // the page answers presses once its lazily rendered parts have their code too (journeys
    // wait for it); then, while the page is idle, the code of the parts it may draw next
    void whenLazyPartsRendered().then(() => {
      document.documentElement.dataset.hydrated = '';
      // decision 062: and the service worker's registration, from its own chunk
      const prefetch = () =>
        void Promise.all([
          loadLazyParts(),
          import.meta.env.PROD && import('./lib/service-worker'),
        ]).catch(() => undefined);
      if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 3000 });
      else setTimeout(prefetch, 1000);
    });
  }, []);
  const { pathname, search } = useLocation();
  useEffect(() => {
    // the address changes before React commits the next page (a transition); journeys read a
    // page once this names it
    document.documentElement.dataset.shown = pathname + search;
  }, [pathname, search]);
  return (
    // the boot script sets data-theme before hydration; React must leave it be
    <html
      lang={lang}
      dir={data?.i18n.dir ?? 'ltr'}
      data-device={data?.device}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        {/* decision 064: the page's core texts, read before hydration (entry.client.tsx); the
            other bundles it shows are preloaded by Link headers (lib/catalog-links.server.ts) */}
        {data?.i18n ? (
          <link rel="preload" as="fetch" href={data.i18n.catalog} crossOrigin="anonymous" />
        ) : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR.light} suppressHydrationWarning />
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, before any stylesheet, so no light frame
          dangerouslySetInnerHTML={{ __html: data?.themeScript ?? '' }}
          suppressHydrationWarning
        />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* decision 062: installable; the manifest carries the instance's name */}
        <link rel="manifest" href="/manifest.webmanifest" />
        {data?.csrfToken ? <meta name="csrf-token" content={data.csrfToken} /> : null}
        <Meta />
        {/* React Router's <Links>, every stylesheet a React resource (decision 041) */}
        <StyleSheets />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Shell
      viewer={loaderData.viewer}
      origin={loaderData.origin}
      device={loaderData.device}
      before={
        <>
          <VisitorPageLoad />
          <AnalyticsTracker />
          <VisitorSaveMerge />
          <InviteLanding />
        </>
      }
      after={<CloseupOverlay />}
    >
      {/* spec 02 §2: inline above the page on desktop, a fixed card on mobile */}
      <CookieConsent />
      <Outlet />
    </Shell>
  );
}

function VisitorPageLoad() {
  useRecordVisitorPageLoad();
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  const t = useT();
  const page =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <ErrorPage
        status={404}
        title={t('error.notFoundTitle')}
        message={t('error.notFoundMessage')}
      />
    ) : (
      <ErrorPage status={500} title={t('error.title')} message={t('error.message')} />
    );
  return (
    <Shell
      viewer={data?.viewer ?? anonymousViewer()}
      origin={data?.origin ?? ''}
      device={data?.device}
    >
      {page}
    </Shell>
  );
}
