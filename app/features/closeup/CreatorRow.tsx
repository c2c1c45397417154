import { useState } from 'react';
import { Link } from 'react-router';
import { profilePath } from '#domain/catalogue/routes';
import { formatShortNumber } from '#domain/formatting/format-number';
import { Avatar } from '../../ui/Avatar';
import { type Translate, useT } from '../../ui/i18n';
import { VerifiedBadge } from '../people';
import { FollowButton, type FollowState } from '../profile';
import { useCloseupContext } from './CloseupContext';
import s from './CloseupParts.module.css';

/** 'N follower(s)' with the count in short form (spec 02 §5: above 999 as 1.2k). */
function followerLabel(t: Translate, count: number): string {
  return t('closeup.followers', { count, shown: formatShortNumber(count, { fractionDigits: 1 }) });
}

/**
 * The creator of the pin: avatar, name with the verified badge (P-245, P-246), follower count
 * and the Follow button (visitors get the login prompt; nobody follows themselves).
 */
export function CreatorRow() {
  const { pin, viewer } = useCloseupContext();
  const t = useT();
  const creator = pin.pinner;
  const [follow, setFollow] = useState<FollowState>({
    following: creator.explicitlyFollowedByMe,
    followerCount: creator.followerCount,
  });
  const self = viewer.isAuth && viewer.id === creator.id;
  return (
    <div className={s.creator}>
      <Link
        prefetch="intent"
        className={s.creatorLink}
        to={profilePath(creator.username, { loggedOut: !viewer.isAuth })}
      >
        <Avatar name={creator.fullName} src={creator.imageSmallUrl} size={48} />
        <span className={s.creatorText}>
          <span className={s.creatorName}>{creator.fullName}</span>
          {follow.followerCount > 0 ? (
            <span className={s.followers}>{followerLabel(t, follow.followerCount)}</span>
          ) : null}
        </span>
      </Link>
      <VerifiedBadge user={creator} size={20} />
      {self ? null : (
        <div className={s.creatorFollow}>
          <FollowButton user={creator} state={follow} onChange={setFollow} />
        </div>
      )}
    </div>
  );
}
