import { useState } from 'react';
import { formatShortNumber } from '#domain/formatting/format-number';
import type { Page, UserModel } from '#domain/pins/models';
import { useViewer } from '../../lib/viewer-context';
import { Avatar } from '../../ui/Avatar';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { DisplayName } from '../people';
import { FollowButton, type FollowState } from '../profile';
import { ShowMore, usePagedResults } from './PagedList';
import s from './SearchResults.module.css';

function Person({ user }: { user: UserModel }) {
  const t = useT();
  const viewer = useViewer();
  const [state, setState] = useState<FollowState>({
    following: user.explicitlyFollowedByMe,
    followerCount: user.followerCount,
  });
  const self = viewer.isAuth && viewer.id === user.id;
  const followers = state.followerCount;
  return (
    <li className={s.person}>
      <Link to={`/${user.username}/`} className={s.personLink}>
        <Avatar name={user.fullName} src={user.imageMediumUrl ?? user.imageSmallUrl} size={64} />
        <span className={s.personText}>
          <span className={s.personName}>
            <DisplayName user={user} />
          </span>
          <span className={s.personMeta}>
            {t('search.personMeta', {
              username: user.username,
              count: followers,
              n: formatShortNumber(followers),
            })}
          </span>
        </span>
      </Link>
      {self ? null : <FollowButton user={user} state={state} onChange={setState} />}
    </li>
  );
}

/** People found: avatar, name, followers, and Follow (its state kept as it changes). */
export function PeopleResults(props: {
  initial: Page<UserModel>;
  options: Record<string, unknown>;
}) {
  const t = useT();
  const paged = usePagedResults(props.initial, props.options);
  return (
    <>
      <ul className={s.people} aria-label={t('search.people')}>
        {paged.items.map((u) => (
          <Person key={u.id} user={u} />
        ))}
      </ul>
      <ShowMore {...paged} />
    </>
  );
}
