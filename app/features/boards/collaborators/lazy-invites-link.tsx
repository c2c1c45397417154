import { lazy, Suspense } from 'react';
import { useViewer } from '../../../lib/viewer-context';

// The count follows the live channel (decision 017), whose client is no page's first JS
// (issue 12's budget): the link comes right after, and only for the signed-in.
const LoadedInvitesLink = lazy(() =>
  import('./InvitesLink').then((m) => ({ default: m.InvitesLink })),
);

/** The header's link to /invites/ with the pending count (InvitesLink.tsx), loaded after the page. */
export function InvitesLink() {
  const viewer = useViewer();
  if (!viewer.isAuth) return null;
  return (
    <Suspense fallback={null}>
      <LoadedInvitesLink />
    </Suspense>
  );
}
