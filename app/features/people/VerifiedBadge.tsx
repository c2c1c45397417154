import { lazy, Suspense, useState } from 'react';
import { verifiedBadge } from '#domain/pins/labels';
import type { UserModel } from '#domain/pins/models';
import { VerifiedMark, type VerifiedSize } from '../../ui/Badge';
import { IconButton } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { Tooltip } from '../../ui/Tooltip';

// issue 12's JS budget: the modal's code (and the kit's Modal) loads on the first press
const VerifiedMerchantModal = lazy(() =>
  import('./VerifiedMerchantModal').then((m) => ({ default: m.VerifiedMerchantModal })),
);

export type { VerifiedSize } from '../../ui/Badge';

/**
 * spec 01 §5 (P-245, P-246): verified merchants get a badge with the Merchant Guidelines
 * tooltip; identity-verified people who are not merchants get the domain verification icon.
 * The trigger is a button so keyboard users reach the tooltip too. spec 02 §2 (M-016): pressing
 * a merchant's badge opens the verified merchant info modal; `size` is one of spec 02 §9's
 * (M-434).
 */
export function VerifiedBadge({ user, size = 24 }: { user: UserModel; size?: VerifiedSize }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // the modal is rendered once asked for: a grid of cards carries only the buttons
  const [asked, setAsked] = useState(false);
  const badge = verifiedBadge(user);
  if (!badge) return null;
  const merchant = badge.kind === 'merchant';
  const label = merchant ? t('people.merchant') : t('people.domain');
  // the spec gives no text for the domain icon; a readable one for its tooltip
  const tip = t(badge.tooltip ?? 'people.verifiedTip');
  const button = (
    <IconButton
      label={label}
      variant="transparent"
      aria-haspopup={merchant ? 'dialog' : undefined}
      data-verified={badge.kind}
      data-size={size}
      onClick={
        merchant
          ? () => {
              setAsked(true);
              setOpen(true);
            }
          : undefined
      }
      icon={<VerifiedMark kind={merchant ? 'merchant' : 'domain'} size={size} />}
    />
  );
  return (
    <>
      <Tooltip text={tip}>{button}</Tooltip>
      {merchant && asked ? (
        <Suspense fallback={null}>
          <VerifiedMerchantModal user={user} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
