import { useLocation } from 'react-router';
import { saveLinkPrefill } from '#domain/pins/save-link';
import { LOGIN_PROMPTS } from '../features/auth';
import { LoginNeeded, PinBuilder } from '../features/pin-builder';
import { siteTitle } from '../lib/site-name';
import { useViewer } from '../lib/viewer-context';

export function meta() {
  return [{ title: siteTitle('Create Pin') }, { name: 'robots', content: 'noindex' }];
}

/**
 * M-090 /pin-builder: make pins from pictures (decision 006). Issue 35: at
 * /pin/create/button/?url=&media=&description= (a site's Save button) the first draft is the
 * site's picture, with its page and description.
 */
export default function PinBuilderPage() {
  const viewer = useViewer();
  const { search } = useLocation();
  const prefill = saveLinkPrefill(new URLSearchParams(search));
  if (!viewer.isAuth) {
    return (
      <LoginNeeded
        prompt={LOGIN_PROMPTS.create}
        lead={
          prefill
            ? 'Log in to save this picture to one of your boards.'
            : 'Pins are made from your own pictures or pictures on the web.'
        }
      />
    );
  }
  return <PinBuilder prefill={prefill} />;
}
