import type { Viewer } from '#domain/accounts/viewer';
import { pinPath } from '#domain/catalogue/routes';
import type { MessageId } from '#domain/i18n/catalogs/en';
import type { PinModel } from '#domain/pins/models';
import { popupFeatures, type ShareChannel, shareUrl } from '#domain/sharing/share';

/** spec 01 §8 messages, as catalog ids (decision 064): the page says them in its language. */
export const LINK_COPIED = 'share.copied' satisfies MessageId;
export const LINK_COPIED_TO_SHARE = 'share.copiedToShare' satisfies MessageId;
export const COPY_FAILED = 'share.copyFailed' satisfies MessageId;

/**
 * The address a pin is shared by: its canonical path with the title's slug for visitors (a
 * signed-in person's links stay short), on the page's own origin.
 */
export function pinShareUrl(pin: PinModel, viewer: Viewer): string {
  const path = pinPath(pin.id, viewer.isAuth ? undefined : { seoTitle: pin.title });
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}

/**
 * spec 02 §7 (M-363 … M-366): a network's share page in a centred popup of the spec's size.
 * False when the browser blocked it (the caller then says so).
 */
export function openSharePopup(
  channel: Exclude<ShareChannel, 'email'>,
  share: { url: string; text: string },
): boolean {
  const screenBox = {
    width: window.outerWidth || window.screen.width,
    height: window.outerHeight || window.screen.height,
    left: window.screenX,
    top: window.screenY,
  };
  const popup = window.open(
    shareUrl(channel, share),
    `tessera-share-${channel}`,
    popupFeatures(channel, screenBox),
  );
  if (!popup) return false;
  try {
    popup.opener = null;
  } catch {
    // already on the network's origin: it cannot reach back anyway without an opener we keep
  }
  return true;
}
