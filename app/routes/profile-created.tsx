import { createdPinsPath } from '#domain/routes';
import { profileGridSurface } from '#domain/surfaces';
import { PinGrid } from '../features/feed';
import { loadCreated } from '../features/feed/feed.server';
import { ProfileHeader } from '../features/profile';
import { pageMeta } from '../lib/meta';
import { useViewer } from '../lib/viewer-context';
import type { Route } from './+types/profile-created';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadCreated(context, params.username);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Not found | Tessera' }];
  const { user, origin } = loaderData;
  return pageMeta({
    title: `Pins created by ${user.fullName} | Tessera`,
    origin,
    path: createdPinsPath(user.username, { loggedOut: true }),
    type: 'profile',
  });
}

export default function Created({ loaderData }: Route.ComponentProps) {
  const { user, page } = loaderData;
  const viewer = useViewer();
  return (
    <>
      <ProfileHeader user={user} />
      <PinGrid
        key={user.id}
        initial={page.items}
        bookmark={page.bookmark}
        source={{ resource: 'UserActivityPinsResource', options: { username: user.username } }}
        label={`Pins created by ${user.fullName}`}
        surface={profileGridSurface(viewer.id, user.id)}
        profileUserId={user.id}
        // spec 01 §4: no attribution on a profile's own grid
        showAttribution={false}
        empty={<p>{user.fullName} hasn't created any pins yet.</p>}
      />
    </>
  );
}
