import { isLoggedOutDownloadLimitReached } from '#domain/pins/limits';
import type { PinModel } from '#domain/pins/models';
import type { Translate } from '../../ui/i18n';
import { EVENT, logEvent, pinAux } from '../analytics';
import { readVisitorState, recordVisitorDownload } from '../visitor-state';

/** spec 01 §8: the message a failed download throws. */
export const DOWNLOAD_ERROR = 'Download image error';
/** The largest image a pin has (spec 01 §9 high-res order: 736x, orig, 474x, 236x). */
export function downloadUrl(pin: PinModel): string | null {
  const img = pin.images['736x'] ?? pin.images.orig ?? pin.images['474x'] ?? pin.images['236x'];
  return img?.url ?? null;
}

/**
 * spec 01 §7 image download: fetch the image and save it as a file. Throws DOWNLOAD_ERROR when
 * the image cannot be fetched.
 */
export async function downloadPinImage(pin: PinModel): Promise<void> {
  const url = downloadUrl(pin);
  if (!url) throw new Error(DOWNLOAD_ERROR);
  let blob: Blob;
  try {
    const res = await fetch(url, { mode: 'cors', credentials: 'omit' });
    if (!res.ok) throw new Error(DOWNLOAD_ERROR);
    blob = await res.blob();
  } catch {
    throw new Error(DOWNLOAD_ERROR);
  }
  const ext = blob.type === 'image/webp' ? 'webp' : blob.type === 'image/png' ? 'png' : 'jpg';
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = `tessera-pin-${pin.id}.${ext}`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** What a visitor past the download limit is asked (spec 01 §6, P-271). */
/**
 * Download image from a pin's menu (card or closeup) or the closeup's download call to action:
 * a visitor past the limit gets the upsell (`onLimit`), anyone else the file and the toast; a
 * visitor's download is counted. Its words are the page's language (decision 064; spec 01 §8's
 * 'Image downloaded to your device. ' is `share.downloaded`).
 */
export async function downloadFromMenu(
  pin: PinModel,
  visitor: boolean,
  on: {
    toast(message: string, opts?: { error?: boolean }): void;
    limit(prompt: string): void;
    t: Translate;
  },
  /** more of the download event's aux data (the experiment group it came from) */
  aux: Parameters<typeof pinAux>[1] = {},
): Promise<void> {
  if (visitor && isLoggedOutDownloadLimitReached(readVisitorState().downloadedPinsCount)) {
    on.limit(on.t('share.dlLimit'));
    return;
  }
  try {
    await downloadPinImage(pin);
    if (visitor) recordVisitorDownload();
    // spec 01 §7 (P-361): a download that reached the device is event 82
    logEvent({ type: EVENT.DOWNLOAD, pin_id: pin.id, aux_data: pinAux(pin, aux) });
    on.toast(on.t('share.downloaded'));
  } catch {
    on.toast(on.t('share.dlFailed'), {
      error: true,
    });
  }
}
