import { data } from 'react-router';
import { loadInvited } from '../features/sharing/invited.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { ErrorPage } from '../shell/ErrorPage';
import { useT } from '../ui/i18n';
import type { Route } from './+types/invited';
import '../lib/texts/pages';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['pages'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  // a known code redirects; the 404 answer gets the page's title in its language
  const answer = await loadInvited(context, request);
  return data(
    { ...answer.data, title: text(context, 'pages.invited.title') },
    answer.init ?? undefined,
  );
}

/** spec 02 §2 (M-071): an invite that leads nowhere says so. */
export default function Invited() {
  const t = useT();
  return (
    <ErrorPage
      status={404}
      title={t('pages.invited.broken')}
      message={t('pages.invited.brokenText')}
    />
  );
}
