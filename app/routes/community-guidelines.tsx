import { CommunityGuidelines } from '../features/guidelines';
import { text } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/community-guidelines';
import s from './community-guidelines.module.css';
import '../lib/texts/guidelines';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['guidelines'] };

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta({
    title: siteTitle(data?.title),
    description: data?.description,
    origin: matches[0]?.loaderData?.origin ?? '',
    path: '/community-guidelines/',
  });
}

/** The page's title and description in the request's language (decision 064). */
export function loader({ context }: Route.LoaderArgs) {
  return {
    title: text(context, 'guidelines.title'),
    description: text(context, 'guidelines.description'),
  };
}

/** A static page every visitor can read; the blocked-link dialog links to its #spam section. */
export default function CommunityGuidelinesPage() {
  return (
    <div className={s.page}>
      <CommunityGuidelines />
    </div>
  );
}
