import { splitDisplayName } from '#domain/formatting/display-name';
import { verifiedBadge } from '#domain/pins/labels';
import type { UserModel } from '#domain/pins/models';
import s from './DisplayName.module.css';
import { VerifiedBadge, type VerifiedSize } from './VerifiedBadge';

/**
 * The display-name element of spec 02 §3 (M-182, M-183): fullName with its verified badge, the
 * name split at the last space so the final word and the badge wrap as one. The badge is a
 * button inside the text (a heading's name then ends with "Verified merchant").
 */
export function DisplayName({
  user,
  size = 24,
  as: Tag = 'span',
  className,
  maxLength,
}: {
  user: UserModel;
  /** spec 02 §9 (M-434): 12, 16, 20 or 24 */
  size?: VerifiedSize;
  as?: 'span' | 'h1' | 'h2';
  className?: string;
  /** the truncate option: cut with an ellipsis before splitting */
  maxLength?: number;
}) {
  const { head, last } = splitDisplayName(user.fullName || user.username, { maxLength });
  if (!verifiedBadge(user)) {
    return <Tag className={className}>{`${head}${last}`}</Tag>;
  }
  return (
    <Tag className={className}>
      {head}
      <span className={s.keep}>
        {last}
        <span className={s.badge}>
          <VerifiedBadge user={user} size={size} />
        </span>
      </span>
    </Tag>
  );
}
