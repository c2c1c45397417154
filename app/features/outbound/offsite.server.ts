import { type AppLoadContext, data, redirect } from 'react-router';
import { decideOffsite } from '#server/services/outbound/offsite';
import { text } from '../../lib/i18n.server';

/** The /offsite/ page's data when it does not redirect. */
export type OffsiteView =
  | { kind: 'blocked'; host: string; shown: string; message: string }
  | { kind: 'confirm'; url: string; shown: string; host: string; expired: boolean }
  | { kind: 'invalid' };

/** The target's address and the link's own query are nobody else's business (no Referer). */
const PRIVATE = { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'private, no-store' };

/**
 * `/offsite/?token&url&pin` (spec 02 §7 M-361; issue 13, ASVS 3.7.3): redirects only with a token
 * this server signed for that url and pin, to a host the safety list lets through; otherwise the
 * page says why, and a missing or expired token asks the person to confirm the target.
 */
export async function loadOffsite(context: AppLoadContext, request: Request) {
  const q = new URL(request.url).searchParams;
  const decision = await decideOffsite(context.ctx, {
    token: q.get('token'),
    url: q.get('url'),
    pin: q.get('pin'),
  });
  if (decision.kind === 'redirect') throw redirect(decision.url, { status: 302, headers: PRIVATE });
  let view: OffsiteView;
  let status = 200;
  if (decision.kind === 'blocked') {
    view = {
      kind: 'blocked',
      host: decision.host,
      shown: decision.shown,
      message: decision.message,
    };
  } else if (decision.kind === 'confirm') {
    view = {
      kind: 'confirm',
      url: decision.url,
      shown: decision.shown,
      host: decision.host,
      expired: decision.token === 'expired',
    };
  } else {
    view = { kind: 'invalid' };
    status = 400;
  }
  // the page's title, in its language (decision 064)
  const title = text(context, 'outbound.leaving');
  return data({ ...view, title }, { status, headers: PRIVATE });
}
