import { type AppLoadContext, data } from 'react-router';
import { decidePinRedirect } from '#server/services/outbound/pin-redirect';
import { text } from '../../lib/i18n.server';

/** The target and where the person came from are nobody else's business (no Referer). */
const PRIVATE = { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'private, no-store' };

/**
 * `/pin_redirect` (spec 01 §2 P-042, P-043): the clickthrough interstitial. It never redirects
 * by itself; its Continue goes through the signed /offsite/ path. Not a web link: 400.
 */
export async function loadPinRedirect(context: AppLoadContext, request: Request) {
  const q = new URL(request.url).searchParams;
  const view = await decidePinRedirect(context.ctx, {
    redirectUrl: q.get('redirectUrl'),
    pin: q.get('pin'),
  });
  // the page's title, in its language (decision 064); the instance's name is the page's own
  // (meta fills `{name}`: the root layout names the site)
  const title =
    view.kind === 'interstitial'
      ? text(context, 'outbound.continueTo', { host: view.host })
      : view.kind === 'invalid'
        ? text(context, 'outbound.invalid')
        : text(context, 'outbound.leavingOf', { name: '{name}' });
  return data(
    { view, signedIn: context.ctx.viewer.isAuth, title },
    { status: view.kind === 'invalid' ? 400 : 200, headers: PRIVATE },
  );
}

export type PinRedirectData = Awaited<ReturnType<typeof loadPinRedirect>>['data'];
