import { loadInvited } from '../features/sharing/invited.server';
import { siteTitle } from '../lib/site-name';
import { ErrorPage } from '../shell/ErrorPage';
import type { Route } from './+types/invited';

export function meta() {
  return [{ title: siteTitle('Invite') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadInvited(context, request);
}

/** spec 02 §2 (M-071): an invite that leads nowhere says so. */
export default function Invited() {
  return (
    <ErrorPage
      status={404}
      title="This invite link doesn't work"
      message="It may be mistyped, or the person who shared it may have left Tessera."
    />
  );
}
