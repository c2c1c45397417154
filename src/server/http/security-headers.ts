import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const nonces = new WeakMap<IncomingMessage, string>();

// 16 random bytes per nonce, cut from a pool: one call to the CSPRNG per 256 requests
let pool = Buffer.alloc(0);
let used = 0;

function freshNonce(): string {
  if (used + 16 > pool.length) {
    pool = randomBytes(4096);
    used = 0;
  }
  used += 16;
  return pool.toString('base64', used - 16, used);
}

/** The CSP nonce of a request: made on first ask, the same for the header and the page. */
export function cspNonceOf(raw: IncomingMessage): string {
  let nonce = nonces.get(raw);
  if (!nonce) {
    nonce = freshNonce();
    nonces.set(raw, nonce);
  }
  return nonce;
}

/** The CSP directives; scripts run only from our origin or with the request's `nonce`. */
function cspDirectives(nonce: string) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", `'nonce-${nonce}'`],
    // the app positions masonry cards with style attributes, which a nonce cannot cover
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

const NONCE_MARK = 'tessera-nonce-mark';

/**
 * The policy as helmet writes it, cut where each request's nonce goes (issue 32: helmet wrote
 * the whole header again for each request, a tenth of a kept page's CPU).
 */
function policyAround(): [string, string] {
  let value = '';
  const res = {
    setHeader(_name: string, v: string) {
      value = v;
    },
  } as unknown as ServerResponse;
  helmet.contentSecurityPolicy({ useDefaults: false, directives: cspDirectives(NONCE_MARK) })(
    {} as IncomingMessage,
    res,
    () => {},
  );
  const [before = '', after = ''] = value.split(NONCE_MARK);
  if (!value.includes(NONCE_MARK)) throw new Error('the CSP lost its nonce');
  return [before, after];
}

/** Helmet's other headers: same-site resources, no COEP (images may be embedded). */
function helmetOptions() {
  return {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
}

/**
 * Helmet's headers on every answer, from one middleware made once (issue 32: @fastify/helmet made
 * a new one, parsing every directive, for each request), and the CSP with the request's nonce.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const apply = helmet(helmetOptions());
  const [before, after] = policyAround();
  app.addHook('onRequest', (req, reply, done) => {
    reply.raw.setHeader('Content-Security-Policy', before + cspNonceOf(req.raw) + after);
    apply(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
