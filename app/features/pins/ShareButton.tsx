import { useEffect, useState } from 'react';
import type { Viewer } from '#domain/accounts/viewer';
import { showsShareFlyout } from '#domain/pins/card-permissions';
import type { PinModel } from '#domain/pins/models';
import { copyText } from '../../lib/clipboard';
import { useIsDesktop } from '../../lib/viewer-context';
import { IconButton } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { Popover } from '../../ui/Popover';
import {
  COPY_FAILED,
  LINK_COPIED_TO_SHARE,
  pinShareUrl,
  ShareMenuContent,
  useShareLink,
} from '../sharing';
import s from './CardActions.module.css';

/** spec 01 §4, §9: the visitors' animated upsell icon replaces the share icon for 5000 ms. */
export const SHARE_UPSELL_MS = 5000;

/**
 * spec 01 §4, §6 (P-013, P-182, P-276, P-315): signed-in desktop users get the share flyout
 * ('Share Menu': Copy link, the networks' popups, email); on phones and tablets the link is copied; signed-out visitors
 * also get the animated upsell icon in place of the share icon for 5000 ms.
 */
export function ShareButton(props: {
  pin: PinModel;
  viewer: Viewer;
  onToast: (message: string, opts?: { error?: boolean }) => void;
  onOpenChange?: (open: boolean) => void;
  /** opens the Send dialog for this pin (the card keeps it; pins sit above messages) */
  onSend?: (() => void) | undefined;
}) {
  const { pin, viewer, onToast } = props;
  const tr = useT();
  const [open, setOpen] = useState(false);
  const desktop = useIsDesktop();
  const [upsellUntil, setUpsellUntil] = useState<number | null>(null);
  const link = useShareLink(pin, viewer);

  useEffect(() => {
    if (upsellUntil === null) return;
    const t = setTimeout(() => setUpsellUntil(null), Math.max(0, upsellUntil - Date.now()));
    return () => clearTimeout(t);
  }, [upsellUntil]);

  if (!showsShareFlyout(viewer, { isDesktop: desktop })) {
    const animating = upsellUntil !== null;
    return (
      <IconButton
        variant="on-media"
        size="sm"
        className={animating ? s.upsellIcon : undefined}
        label={tr('pins.share')}
        icon={animating ? 'user-plus' : 'share'}
        data-upsell={animating ? 'true' : undefined}
        onClick={async () => {
          const ok = await copyText(pinShareUrl(pin, viewer));
          onToast(tr(ok ? LINK_COPIED_TO_SHARE : COPY_FAILED), { error: !ok });
          // the sign-up upsell is for visitors; signed-in phones just get the link
          if (!viewer.isAuth) setUpsellUntil(Date.now() + SHARE_UPSELL_MS);
        }}
      />
    );
  }

  return (
    <Popover
      label={tr('pins.shareMenu')}
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) link.prepare();
        props.onOpenChange?.(o);
      }}
      trigger={<IconButton variant="on-media" size="sm" label={tr('pins.send')} icon="share" />}
    >
      <ShareMenuContent
        url={link.url}
        text={pin.title}
        pinId={pin.id}
        onDone={() => {
          setOpen(false);
          props.onOpenChange?.(false);
        }}
        onToast={onToast}
        onSend={props.onSend}
      />
    </Popover>
  );
}
