import { verifiedBadge } from '#domain/labels';
import type { UserModel } from '#domain/models';
import { VerifiedMark, type VerifiedSize } from '../../ui/Badge';
import { IconButton } from '../../ui/IconButton';
import { Tooltip } from '../../ui/Tooltip';

/**
 * spec 01 §5 (P-245, P-246): verified merchants get a badge with the Merchant Guidelines
 * tooltip; identity-verified people who are not merchants get the domain verification icon.
 * The trigger is a button so keyboard users reach the tooltip too.
 */
export function VerifiedBadge({ user, size = 24 }: { user: UserModel; size?: VerifiedSize }) {
  const badge = verifiedBadge(user);
  if (!badge) return null;
  const merchant = badge.kind === 'merchant';
  const label = merchant ? 'Verified merchant' : 'Verified domain';
  // the spec gives no text for the domain icon; a readable one for its tooltip
  const tip = badge.tooltip ?? 'This account has verified its identity and website';
  return (
    <Tooltip text={tip}>
      <IconButton
        label={label}
        variant="transparent"
        icon={<VerifiedMark kind={merchant ? 'merchant' : 'domain'} size={size} />}
      />
    </Tooltip>
  );
}
