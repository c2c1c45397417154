import { profilePath } from '#domain/routes';
import { loadProfile } from '../features/feed/feed.server';
import { pageMeta } from '../features/layout/meta';
import { BoardCard } from '../features/profile/BoardCard';
import s from '../features/profile/Profile.module.css';
import { ProfileHeader } from '../features/profile/ProfileHeader';
import type { Route } from './+types/profile';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadProfile(context, params.username);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Not found | Tessera' }];
  const { user, origin } = loaderData;
  return pageMeta({
    title: `${user.fullName} (@${user.username}) | Tessera`,
    description: user.about || `See what ${user.fullName} has saved on Tessera.`,
    origin,
    path: profilePath(user.username, { loggedOut: true }),
    image: user.imageLargeUrl
      ? { url: user.imageLargeUrl, width: 236, height: 236, alt: user.fullName }
      : null,
    type: 'profile',
  });
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, boards } = loaderData;
  return (
    <>
      <ProfileHeader user={user} />
      {boards.length > 0 ? (
        <ul className={s.boards} aria-label={`Boards by ${user.fullName}`}>
          {boards.map((b) => (
            <BoardCard key={b.id} board={b} />
          ))}
        </ul>
      ) : (
        <p className={s.empty}>{user.fullName} hasn't saved any pins yet.</p>
      )}
    </>
  );
}
