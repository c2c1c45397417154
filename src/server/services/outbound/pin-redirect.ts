import { pinPath } from '#domain/catalogue/routes';
import { isSafeHttpUrl } from '#domain/sharing/links';
import { outboundTarget, sanitizedUrl, stopsNavigation } from '#domain/sharing/offsite';
import type { Ctx } from '../../context.ts';
import { isAppError } from '../../errors.ts';
import { getPin } from '../pins/closeup.ts';
import { signedOffsitePath } from './offsite.ts';
import { verdictFor } from './safety-list.ts';

/** What /pin_redirect shows (spec 01 §2 P-042, P-043; issue 13). */
export type PinRedirectDecision =
  | {
      kind: 'interstitial';
      host: string;
      shown: string;
      /** the signed /offsite/ path Continue goes to */
      offsiteUrl: string;
      pin: {
        id: string;
        title: string;
        path: string;
        image: { url: string; width: number; height: number } | null;
        dominantColor: string;
      };
    }
  | { kind: 'blocked'; host: string; shown: string; message: string }
  | { kind: 'confirm'; url: string; shown: string; host: string }
  | { kind: 'invalid' };

/**
 * `/pin_redirect?…&redirectUrl&pin`: the clickthrough interstitial. It trusts only `pin` and
 * `redirectUrl`, and goes on through the signed /offsite/ path only when the url is that pin's
 * own outbound target (as the viewer may see the pin) and the safety list lets the host
 * through: so it is never an open redirect. A listed host gets the warning with no way on;
 * anything else that is a web link (another pin's link, an unknown or hidden pin, no pin) gets
 * the page that names the target and asks; what is not an http(s) url is refused. The spec's
 * display fields (domain, images, category, origin) are not shown as sent: the page shows the
 * pin's own data, so a crafted link cannot put someone else's picture or name on it.
 */
export async function decidePinRedirect(
  ctx: Ctx,
  q: { redirectUrl: string | null; pin: string | null },
): Promise<PinRedirectDecision> {
  const url = q.redirectUrl ?? '';
  if (url.length > 4096 || !isSafeHttpUrl(url)) return { kind: 'invalid' };
  const shown = sanitizedUrl(url) ?? '';
  const host = new URL(url).host.replace(/^www\./, '');
  const verdict = await verdictFor(ctx.db, url, ctx);
  if (stopsNavigation(verdict.status)) {
    return { kind: 'blocked', host, shown, message: verdict.message };
  }
  const confirm = { kind: 'confirm', url, shown, host } as const;
  const id = /^[1-9]\d{0,15}$/.test(q.pin ?? '') ? Number(q.pin) : null;
  if (id === null) return confirm;
  let pin: Awaited<ReturnType<typeof getPin>>;
  try {
    pin = await getPin(ctx, id);
  } catch (e) {
    // an unknown pin and one the viewer may not see answer alike: existence stays private
    if (isAppError(e)) return confirm;
    throw e;
  }
  if (outboundTarget(pin) !== url) return confirm;
  const img = pin.images['236x'] ?? pin.images['170x'] ?? null;
  return {
    kind: 'interstitial',
    host,
    shown,
    offsiteUrl: signedOffsitePath(ctx, url, pin.id),
    pin: {
      id: pin.id,
      title: pin.gridTitle || pin.title,
      path: pinPath(pin.id, ctx.viewer.isAuth ? undefined : { seoTitle: pin.title }),
      image: img ? { url: img.url, width: img.width, height: img.height } : null,
      dominantColor: pin.dominantColor,
    },
  };
}
