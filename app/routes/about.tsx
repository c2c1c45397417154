import { AboutPage } from '../features/instance';
import { loadAbout } from '../features/instance/instance.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/about';

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: siteTitle('About'),
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
