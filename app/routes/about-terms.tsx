import { InstanceDocument } from '../features/instance';
import { loadInstancePage } from '../features/instance/instance.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/about-terms';

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: siteTitle(loaderData?.title),
    origin: loaderData?.origin ?? '',
    path: '/about/terms/',
  });
}

export function loader({ context }: Route.LoaderArgs) {
  return loadInstancePage(context, 'terms');
}

/** Issue 37: the instance's terms of service, Markdown an administrator wrote. */
export default function AboutTerms({ loaderData }: Route.ComponentProps) {
  return (
    <InstanceDocument name={loaderData.name} title={loaderData.title} source={loaderData.source} />
  );
}
