import { useLocation } from 'react-router';
import { saveLinkPrefill } from '#domain/pins/save-link';
import { sharePrefill } from '#domain/pwa/share-target';
import { LOGIN_PROMPTS } from '../features/auth';
import { LoginNeeded, PinBuilder } from '../features/pin-builder';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useViewer } from '../lib/viewer-context';
import { useT } from '../ui/i18n';
import type { Route } from './+types/pin-builder';
import '../lib/texts/builder';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['boards', 'builder'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

/** the page's title in the page's language (decision 064) */
export function loader({ context }: Route.LoaderArgs) {
  return { title: text(context, 'builder.title') };
}

/**
 * M-090 /pin-builder: make pins from pictures (decision 006). Issue 35: at
 * /pin/create/button/?url=&media=&description= (a site's Save button) the first draft is the
 * site's picture, with its page and description.
 */
export default function PinBuilderPage() {
  const viewer = useViewer();
  const t = useT();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  // decision 065: the phone's share sheet lands here with its pictures already stored
  const shared = sharePrefill(query);
  const prefill = shared ? null : saveLinkPrefill(query);
  if (!viewer.isAuth) {
    return (
      <LoginNeeded
        prompt={LOGIN_PROMPTS.create}
        lead={
          shared
            ? t('builder.shareLogin')
            : prefill
              ? t('builder.loginSave')
              : t('builder.loginLead')
        }
      />
    );
  }
  return <PinBuilder prefill={prefill} shared={shared} />;
}
