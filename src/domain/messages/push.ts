/**
 * Decision 065: what a push says and where its click leads, the same on the server (which
 * encrypts it) and in the service worker (which shows it).
 */
export interface PushMessage {
  title: string;
  body: string;
  /** a path of this site: the page the click opens */
  url: string;
  /** one shown notification per Tessera notification: a push sent again replaces it */
  tag: string;
}

/** A notification as a push: the instance's name over the bell's sentence. */
export function pushMessage(
  siteName: string,
  n: { id: number; sentence: string; url: string },
): PushMessage {
  return { title: siteName, body: n.sentence, url: samePath(n.url), tag: `notification-${n.id}` };
}

/** An address as a path of this site; anything that is not one opens the notifications. */
export function samePath(url: string): string {
  const u = URL.parse(url, 'https://tessera.invalid');
  if (!u) return '/notifications/';
  const path = `${u.pathname}${u.search}${u.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : '/notifications/';
}

/** What the service worker received, read as untrusted: null when it is not one of ours. */
export function readPushMessage(data: unknown): PushMessage | null {
  if (!data || typeof data !== 'object') return null;
  const o = data as Record<string, unknown>;
  if (typeof o.title !== 'string' || typeof o.body !== 'string') return null;
  return {
    title: o.title.slice(0, 100),
    body: o.body.slice(0, 300),
    url: samePath(typeof o.url === 'string' ? o.url : ''),
    tag: typeof o.tag === 'string' ? o.tag.slice(0, 64) : 'tessera',
  };
}

/** A push endpoint Tessera may send to: an https address, no credentials, a sane length. */
export function isPushEndpoint(raw: string, allowHttp = false): boolean {
  if (raw.length > 1000) return false;
  const u = URL.parse(raw);
  if (!u || u.username || u.password) return false;
  return u.protocol === 'https:' || (allowHttp && u.protocol === 'http:');
}
