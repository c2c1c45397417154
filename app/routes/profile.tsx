import { profilePath } from '#domain/catalogue/routes';
import { ProfileBoards } from '../features/boards';
import {
  BusinessWelcome,
  PrivateProfileNotice,
  ProfileHeader,
  UnorganizedIdeas,
} from '../features/profile';
import { loadProfile, profileAction } from '../features/profile/profile.server';
import { text } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import type { Route } from './+types/profile';
import s from './profile.module.css';
import '../lib/texts/boards';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['boards'] };

export async function loader({ context, params }: Route.LoaderArgs) {
  const data = await loadProfile(context, params.username);
  return { ...data, summary: text(context, 'profile.summary', { name: data.user.fullName }) };
}

export function action({ context, request }: Route.ActionArgs) {
  return profileAction(context, request);
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: fallbackTitle({ matches, error }) }];
  const { user, origin, summary } = loaderData;
  return pageMeta({
    title: siteTitle(`${user.fullName} (@${user.username})`),
    description: user.about || summary,
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
  const t = useT();
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
        {t('profile.pins', { count: counts.pinCount, n: String(counts.pinCount) })} ·{' '}
        {t('profile.boards', { count: counts.boardCount, n: String(counts.boardCount) })}
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
