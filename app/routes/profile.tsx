import { profilePath } from '#domain/catalogue/routes';
import { ProfileBoards } from '../features/boards';
import {
  BusinessWelcome,
  PrivateProfileNotice,
  ProfileHeader,
  UnorganizedIdeas,
} from '../features/profile';
import { loadProfile, profileAction } from '../features/profile/profile.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/profile';
import s from './profile.module.css';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadProfile(context, params.username);
}

export function action({ context, request }: Route.ActionArgs) {
  return profileAction(context, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: siteTitle('Not found') }];
  const { user, origin } = loaderData;
  return pageMeta({
    title: siteTitle(`${user.fullName} (@${user.username})`),
    description: user.about || `See what ${user.fullName} has saved on Tessera.`,
    origin,
    path: profilePath(user.username, { loggedOut: true }),
    image: user.imageLargeUrl
      ? { url: user.imageLargeUrl, width: 236, height: 236, alt: user.fullName }
      : null,
    type: 'profile',
    noindex: user.noindex === true,
  });
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, boards, sort, counts, saves, saveCount, isOwner } = loaderData;
  if (loaderData.locked || !saves) {
    return (
      <>
        <ProfileHeader user={user} blocked={loaderData.blocked} />
        <PrivateProfileNotice />
      </>
    );
  }
  return (
    <>
      <ProfileHeader user={user} blocked={loaderData.blocked} />
      <BusinessWelcome isOwner={isOwner} />
      <p className={s.counts} data-testid="profile-counts">
        {counts.pinCount} Pin{counts.pinCount === 1 ? '' : 's'} · {counts.boardCount} board
        {counts.boardCount === 1 ? '' : 's'}
      </p>
      <ProfileBoards
        key={user.id}
        user={user}
        boards={boards}
        sort={sort}
        isOwner={isOwner}
        hasBoardlessSaves={saveCount > 0}
      />
      <UnorganizedIdeas user={user} page={saves} count={saveCount} isOwner={isOwner} />
    </>
  );
}
