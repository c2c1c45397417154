import { data } from 'react-router';
import { notInTessera } from '#domain/catalogue/route-catalogue';
import { text } from '../lib/i18n.server';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import { NotInTessera } from '../shell/NotInTessera';
import type { Route } from './+types/not-in-tessera';

/**
 * decision 030: a route of the spec's catalogue that Tessera does not have. A readable page that
 * says why, with status 404 (there is nothing here) and noindex.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const entry = notInTessera(new URL(request.url).pathname);
  if (!entry) throw new Response(null, { status: 404, statusText: 'Not Found' });
  // decision 064: said in the page's language
  return data(
    { title: text(context, entry.title), why: text(context, entry.why) },
    { status: 404 },
  );
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  return [
    { title: loaderData ? siteTitle(loaderData.title) : fallbackTitle({ matches, error }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotInTesseraPage({ loaderData }: Route.ComponentProps) {
  return <NotInTessera title={loaderData.title} why={loaderData.why} />;
}
