import { profileGridSurface } from '#domain/analytics/surfaces';
import { createdPinsPath } from '#domain/catalogue/routes';
import {
  CreatedEmpty,
  PrivateProfileNotice,
  ProfileHeader,
  ProfilePinGrid,
} from '../features/profile';
import { loadCreated } from '../features/profile/profile.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import { useViewer } from '../lib/viewer-context';
import type { Route } from './+types/profile-created';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadCreated(context, params.username);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: siteTitle('Not found') }];
  const { user, origin } = loaderData;
  return pageMeta({
    title: siteTitle(`Pins created by ${user.fullName}`),
    origin,
    path: createdPinsPath(user.username, { loggedOut: true }),
    type: 'profile',
    noindex: user.noindex === true,
  });
}

export default function Created({ loaderData }: Route.ComponentProps) {
  const { user, page } = loaderData;
  const viewer = useViewer();
  return (
    <>
      <ProfileHeader user={user} blocked={loaderData.blocked} />
      {loaderData.locked ? (
        <PrivateProfileNotice />
      ) : (
        <ProfilePinGrid
          user={user}
          page={page}
          resource="UserActivityPinsResource"
          label={`Pins created by ${user.fullName}`}
          surface={profileGridSurface(viewer.id, user.id)}
          empty={<CreatedEmpty user={user} />}
        />
      )}
    </>
  );
}
