import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';
import { keptSession } from '../services/accounts/sessions.ts';
import { viewerOfUser } from '../services/accounts/viewer.ts';
import { answerKey } from './answer-key.ts';
import { sessionTokenIn } from './cookies.ts';
import type { FirstLooker } from './first-look.ts';
import { localeOf } from './locale.ts';
import type { ResponseCache } from './response-cache.ts';
import { cspNonceOf, type SecurityHeaders } from './security-headers.ts';
import { needsViewer } from './session.ts';
import { viewerFromHeaders } from './viewer.ts';
import { hasVisitorId, pageIssuesVisitorId } from './visitor-id.ts';

export interface PageFirstLookOptions {
  cache: ResponseCache;
  /** the database whose kept sessions are asked (never the database itself) */
  db: Parameters<typeof keptSession>[0];
  /** the secret signs visitor ids; with TRUST_PROXY, forwarded headers name protocol and host */
  config: Pick<Config, 'secret' | 'sessionIdleDays' | 'trustProxy'>;
  /** the security headers the framework sets (known once its hooks are installed) */
  security: () => SecurityHeaders | undefined;
  /** the framework's own cookie parser */
  parseCookie: (header: string) => Record<string, string | undefined>;
  /** on PostgreSQL: learn other processes' changes before anything kept is trusted */
  sync?: () => Promise<void>;
  /** the server is closing: leave the request to the framework, which refuses it */
  closing: () => boolean;
  now?: () => number;
  log?: (req: IncomingMessage, status: number, ms: number) => void;
}

// paths the pages never own: the API, images, built assets
const NOT_PAGES = ['/resource/', '/v3/', '/v5/', '/img/', '/assets/'];

/**
 * Decision 066: a kept page answered before the framework. It makes the same key the framework's
 * path makes (`answerKey`) from the same facts (the viewer of the headers; the session as this
 * process knows it, after the change log is read, on the terms `resolveSession` uses; the
 * protocol and host), and sends the same reply (`ResponseCache.reply`) with the same headers
 * (helmet's and the CSP around this request's nonce; `private, no-store` for a person's own page).
 * Whenever the framework's path would do more than send the kept answer (a session only the
 * database can confirm, a visitor id to issue, a HEAD, a coding left to the compression plugin,
 * forwarded headers to weigh), it answers instead.
 */
export class PageFirstLook implements FirstLooker {
  private readonly now: () => number;

  constructor(private readonly opts: PageFirstLookOptions) {
    this.now = opts.now ?? Date.now;
  }

  wants(req: IncomingMessage): boolean {
    const url = req.url ?? '';
    if (req.method !== 'GET' || !url.startsWith('/') || !needsViewer(url)) return false;
    if (NOT_PAGES.some((prefix) => url.startsWith(prefix))) return false;
    const forwarded = req.headers['x-forwarded-host'] ?? req.headers['x-forwarded-proto'];
    return !(this.opts.config.trustProxy && forwarded !== undefined);
  }

  async serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const started = performance.now();
    const { opts } = this;
    const security = opts.security();
    if (!security || opts.closing()) return false;
    await opts.sync?.();
    const { headers } = req;
    let viewer = viewerFromHeaders(headers);
    const cookies = headers.cookie ? opts.parseCookie(headers.cookie) : {};
    let session: { id: string; userId: string } | null = null;
    let accountLocale: string | null = null;
    // bots are never signed in (decision 005), whatever cookie they replay
    const token = viewer.isBot ? undefined : sessionTokenIn(cookies);
    if (token) {
      const known = keptSession(opts.db, opts.config.sessionIdleDays, token, this.now());
      if (known === undefined) return false;
      if (known) {
        session = { id: known.id, userId: String(known.user.id) };
        accountLocale = known.user.locale;
        viewer = viewerOfUser(known.user, viewer);
      }
    }
    if (pageIssuesVisitorId(viewer) && !hasVisitorId(opts.config.secret, cookies)) return false;
    const { locale, language } = await localeOf(
      opts.db,
      accountLocale,
      cookies,
      headers,
      viewer.language,
    );
    if (language !== viewer.language) viewer = { ...viewer, language };
    const key = answerKey({
      session,
      protocol: (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http',
      host: headers.host ?? '',
      url: req.url ?? '',
      headers,
      viewer,
      locale,
    });
    const entry = opts.cache.lookupPage(key, session !== null);
    if (!entry) return false;
    const nonce = cspNonceOf(req);
    const answer = opts.cache.reply(entry, nonce, { method: 'GET', headers });
    if (!answer.final) return false;
    const out: [string, string][] = [
      ...Object.entries(security.fixed),
      ['content-security-policy', security.policy(answer.nonce)],
    ];
    for (const [name, value] of answer.headers) {
      // what a signed-in person sees is theirs alone: no shared cache may keep it
      if (session && name === 'cache-control') continue;
      out.push([name, value]);
    }
    if (session) out.push(['cache-control', 'private, no-store']);
    if (answer.body) out.push(['content-length', String(answer.body.length)]);
    res.writeHead(answer.status, out.flat());
    res.end(answer.body ?? undefined);
    opts.log?.(req, answer.status, performance.now() - started);
    return true;
  }
}
