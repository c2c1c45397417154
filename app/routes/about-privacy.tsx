import { InstanceDocument } from '../features/instance';
import { loadInstancePage } from '../features/instance/instance.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/about-privacy';

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: siteTitle(loaderData?.title),
    origin: loaderData?.origin ?? '',
    path: '/about/privacy/',
  });
}

export function loader({ context }: Route.LoaderArgs) {
  return loadInstancePage(context, 'privacy');
}

/** Issue 37: the instance's privacy policy, Markdown an administrator wrote. */
export default function AboutPrivacy({ loaderData }: Route.ComponentProps) {
  return (
    <InstanceDocument name={loaderData.name} title={loaderData.title} source={loaderData.source} />
  );
}
