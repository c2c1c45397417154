import { AboutPage } from '../features/instance';
import { loadAbout } from '../features/instance/instance.server';
import type { TextsHandle } from '../lib/catalog-links';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/about';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['pages'] };

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: siteTitle(loaderData?.title),
    description: loaderData?.description || undefined,
    origin: loaderData?.origin ?? '',
    path: '/about/',
  });
}

export function loader({ context }: Route.LoaderArgs) {
  return loadAbout(context);
}

/** Issue 37: the instance's own page, public. */
export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage about={loaderData} />;
}
