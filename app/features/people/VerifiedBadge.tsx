import { BadgeCheck, Globe } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { verifiedBadge } from '#domain/labels';
import type { UserModel } from '#domain/models';
import s from './People.module.css';

/**
 * spec 01 §5 (P-245, P-246): verified merchants get a badge with the Merchant Guidelines
 * tooltip; identity-verified people who are not merchants get the domain verification icon.
 * The trigger is a button so keyboard users reach the tooltip too.
 */
export function VerifiedBadge({ user }: { user: UserModel }) {
  const badge = verifiedBadge(user);
  if (!badge) return null;
  const merchant = badge.kind === 'merchant';
  const label = merchant ? 'Verified merchant' : 'Verified domain';
  // the spec gives no text for the domain icon; a readable one for its tooltip
  const tip = badge.tooltip ?? 'This account has verified its identity and website';
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button type="button" className={s.badge} aria-label={label}>
          {merchant ? (
            <BadgeCheck size={28} aria-hidden="true" className={s.merchantIcon} />
          ) : (
            <Globe size={24} aria-hidden="true" className={s.domainIcon} />
          )}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className={s.tooltip} sideOffset={6}>
          {tip}
          <Tooltip.Arrow className={s.tooltipArrow} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
