import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import {
  checkedAddress,
  parseTarget,
  pinnedLookup,
  systemResolve,
  UrlFetchError,
  type UrlFetchOptions,
} from '../images/fetch-url.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface Vapid {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** What the push service answered: delivered, gone for good (404/410), or to try again. */
export type PushOutcome = 'sent' | 'gone' | { retry: string };

const TIMEOUT_MS = 10_000;
/** a day: a phone that is off for longer gets what it missed in the bell, not on its screen */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Decision 065: one push, encrypted for the browser (RFC 8291, aes128gcm) and signed with the
 * instance's VAPID key (RFC 8292) by web-push, sent by us: the endpoint is an address a browser
 * gave, so it goes through the same guard as every fetch (public addresses only, resolved once,
 * no redirects), which web-push's own request would skip.
 */
export async function deliverPush(
  target: PushTarget,
  payload: string,
  vapid: Vapid,
  guard: Partial<Pick<UrlFetchOptions, 'resolve' | 'trust'>> = {},
): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  let url: URL;
  let address: Awaited<ReturnType<typeof checkedAddress>>;
  try {
    url = parseTarget(details.endpoint);
    address = await checkedAddress(url, { resolve: systemResolve, trust: null, ...guard });
  } catch (e) {
    // an endpoint Tessera may not reach is never going to work: the subscription goes
    if (e instanceof UrlFetchError && (e.code === 'blocked' || e.code === 'bad_url')) return 'gone';
    return { retry: e instanceof Error ? e.message : String(e) };
  }
  const client = url.protocol === 'https:' ? https : http;
  const status = await new Promise<number | Error>((resolve) => {
    const req = client.request(url, {
      method: 'POST',
      lookup: pinnedLookup(address),
      agent: false,
      timeout: TIMEOUT_MS,
      headers: details.headers as Record<string, string>,
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('the push service took too long')));
    req.on('error', (e) => resolve(e));
    req.end(details.body ?? undefined);
  });
  if (status instanceof Error) return { retry: status.message };
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  return { retry: `the push service answered ${status}` };
}
