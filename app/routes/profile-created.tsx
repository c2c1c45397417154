import { profileGridSurface } from '#domain/analytics/surfaces';
import { createdPinsPath } from '#domain/catalogue/routes';
import {
  CreatedEmpty,
  PrivateProfileNotice,
  ProfileHeader,
  ProfilePinGrid,
} from '../features/profile';
import { loadCreated } from '../features/profile/profile.server';
import { text } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import { useViewer } from '../lib/viewer-context';
import type { Route } from './+types/profile-created';
import '../lib/texts/boards';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['boards', 'builder'] };

export async function loader({ context, params }: Route.LoaderArgs) {
  const data = await loadCreated(context, params.username);
  return { ...data, title: text(context, 'profile.createdBy', { name: data.user.fullName }) };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: fallbackTitle({ matches, error }) }];
  const { user, origin, title } = loaderData;
  return pageMeta({
    title: siteTitle(title),
    origin,
    path: createdPinsPath(user.username, { loggedOut: true }),
    type: 'profile',
    noindex: user.noindex === true,
  });
}

export default function Created({ loaderData }: Route.ComponentProps) {
  const { user, page, title } = loaderData;
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
          label={title}
          surface={profileGridSurface(viewer.id, user.id)}
          empty={<CreatedEmpty user={user} />}
        />
      )}
    </>
  );
}
