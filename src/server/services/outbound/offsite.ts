import { randomUUID } from 'node:crypto';
import { EVENT } from '#domain/analytics/analytics';
import type { RightClickAux } from '#domain/analytics/right-click';
import { isSafeHttpUrl } from '#domain/sharing/links';
import {
  outboundTarget,
  type RedirectStatus,
  sanitizedUrl,
  stopsNavigation,
} from '#domain/sharing/offsite';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { ingestBatch } from '../analytics/ingest.ts';
import { getPin } from '../pins/closeup.ts';
import { tr } from '../platform/i18n.ts';
import { offsitePath, signOffsite, type TokenCheck, verifyOffsite } from './offsite-token.ts';
import { verdictFor } from './safety-list.ts';

/**
 * Decision 037: whom a signed /offsite/ path is for: the session that asked, else the browser's
 * visitor id (made now when asked to sign, so the tab it opens carries it back); a bot is no one.
 */
export function offsiteHolder(ctx: Ctx, opts: { issue: boolean }): string | null {
  if (ctx.viewer.isBot) return null;
  if (ctx.session) return `s:${ctx.session.id}`;
  const visitor = (opts.issue ? ctx.visitor?.issue() : ctx.visitor?.current()) ?? null;
  return visitor ? `v:${visitor}` : null;
}

/** `GET /v3/offsite/` answer data (spec 01 §7 P-317, spec 02 §7 M-346). */
export interface OffsiteAnswer {
  redirect_status: RedirectStatus;
  /** the target as a person is shown it (P-319) */
  url: string;
  /** the safety list's text when the status stops the navigation, else empty */
  message: string;
  /** where the browser goes: the signed /offsite/ path; null when the status stops it */
  offsite_url: string | null;
}

/**
 * The /offsite/ path for a pin's own link, signed for whoever asks (decision 037). A bot's path
 * is signed for no one: it always stops at the confirmation.
 */
export function signedOffsitePath(ctx: Ctx, url: string, pin: string): string {
  const holder = offsiteHolder(ctx, { issue: true }) ?? '';
  return offsitePath(signOffsite(ctx.config.secret, { url, pin, holder }, ctx.now().getTime()), {
    url,
    pin,
  });
}

/**
 * spec 01 §7 (P-316 … P-319): checks a pin's outbound link against the safety list and, when it
 * may be opened, signs the /offsite/ path for it. Only the pin's own link (or its ad destination)
 * is signed, so the endpoint cannot be used to make a redirect to anywhere.
 */
export async function checkOffsite(
  ctx: Ctx,
  input: { pinId: number; url: string },
): Promise<OffsiteAnswer> {
  if (!isSafeHttpUrl(input.url)) throw badRequest(tr(ctx, 'errors.outbound.cantOpen'));
  const pin = await getPin(ctx, input.pinId);
  const target = outboundTarget(pin);
  if (target === null || target !== input.url) {
    throw badRequest(tr(ctx, 'errors.outbound.notThisPinsLink'));
  }
  const verdict = await verdictFor(ctx.db, target, ctx);
  const stops = stopsNavigation(verdict.status);
  const pinId = String(input.pinId);
  return {
    redirect_status: verdict.status,
    url: sanitizedUrl(target) ?? '',
    message: stops ? verdict.message : '',
    offsite_url: stops ? null : signedOffsitePath(ctx, target, pinId),
  };
}

/**
 * spec 02 §4 M-236, M-237, §7 M-347, M-348 (issues 13 and 15): a right-click on a pin's link
 * that was followed by the page being hidden (a tab opened from the context menu) is a
 * clickthrough: kept as event 12 with clickthrough_type rightClick, counted in the pin's
 * outbound clicks. It goes through the same ingestion as the browser's batches, so it is kept
 * only for someone who allowed analytic cookies (never a bot), under the same limits, and once
 * per client id. Call after checkOffsite: only a pin's own link that the list lets through
 * counts.
 */
export async function recordRightClick(
  ctx: Ctx,
  input: { pinId: number; aux: RightClickAux; clientTrackingParams: string | undefined },
): Promise<void> {
  const { extras } = input.aux;
  await ingestBatch(ctx, {
    events: [
      {
        id: extras.event_id ?? randomUUID(),
        type: EVENT.CLICKTHROUGH,
        time: ctx.now().getTime(),
        pin_id: String(input.pinId),
        ...(input.clientTrackingParams
          ? { client_tracking_params: input.clientTrackingParams.slice(0, 1024) }
          : {}),
        aux_data: {
          clickthrough_type: input.aux.clickthrough_type,
          click_type: extras.click_type ?? null,
          media_type: extras.media_type ?? null,
        },
      },
    ],
  });
}

/** What /offsite/ does with a request (issue 13). */
export type OffsiteDecision =
  | { kind: 'redirect'; url: string }
  | { kind: 'blocked'; host: string; shown: string; message: string; status: RedirectStatus }
  | {
      kind: 'confirm';
      url: string;
      shown: string;
      host: string;
      token: Exclude<TokenCheck, 'valid'>;
    }
  | { kind: 'invalid' };

/**
 * `/offsite/?token&url&pin`: a valid token of this session or browser (decision 037) for a url the
 * list lets through redirects; a listed
 * host shows the warning (a list change after the token was made counts); a missing, bad or
 * expired token shows an interstitial naming the target, which a person must confirm.
 */
export async function decideOffsite(
  ctx: Ctx,
  q: { token: string | null; url: string | null; pin: string | null },
): Promise<OffsiteDecision> {
  const url = q.url ?? '';
  if (!isSafeHttpUrl(url) || url.length > 4096) return { kind: 'invalid' };
  const shown = sanitizedUrl(url) ?? '';
  const host = new URL(url).host.replace(/^www\./, '');
  const verdict = await verdictFor(ctx.db, url, ctx);
  if (stopsNavigation(verdict.status)) {
    return { kind: 'blocked', host, shown, message: verdict.message, status: verdict.status };
  }
  const pin = /^\d{1,19}$/.test(q.pin ?? '') ? (q.pin as string) : '';
  // decision 037: a token is good only in the hands it was made for; anyone else confirms
  const holder = offsiteHolder(ctx, { issue: false });
  const token = holder
    ? verifyOffsite(ctx.config.secret, q.token, { url, pin, holder }, ctx.now().getTime())
    : 'invalid';
  if (token === 'valid') return { kind: 'redirect', url };
  return { kind: 'confirm', url, shown, host, token };
}
