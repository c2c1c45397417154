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

/**
 * The CSP directives; scripts run only from our origin or with the request's `nonce`. Images
 * also from `imageOrigin`, where /img/* redirects when blobs are served by a bucket or CDN.
 */
function cspDirectives(nonce: string, imageOrigin: string | undefined) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", `'nonce-${nonce}'`],
    // the app positions masonry cards with style attributes, which a nonce cannot cover
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(imageOrigin ? [imageOrigin] : [])],
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

/** The headers a helmet middleware sets, read once from a stand-in answer. */
function headersOf(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader(name: string, value: string) {
      headers.push([name.toLowerCase(), String(value)]);
    },
    removeHeader() {},
  } as unknown as ServerResponse;
  middleware({} as IncomingMessage, res, () => {});
  return headers;
}

/**
 * Helmet's headers, worked out once (issue 32: @fastify/helmet made a new middleware for each
 * request, which wrote every header again: a tenth of a kept page's CPU): same-site resources,
 * no COEP (images may be embedded), and the CSP cut where each request's nonce goes.
 */
function securityHeaders(imageOrigin: string | undefined): {
  fixed: Record<string, string>;
  csp: [string, string];
} {
  const fixed = Object.fromEntries(
    headersOf(
      helmet({
        contentSecurityPolicy: false,
        crossOriginEmbedderPolicy: false,
        crossOriginResourcePolicy: { policy: 'same-site' },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      }),
    ),
  );
  const [[, policy = ''] = []] = headersOf(
    helmet.contentSecurityPolicy({
      useDefaults: false,
      directives: cspDirectives(NONCE_MARK, imageOrigin),
    }),
  );
  const [before = '', after = ''] = policy.split(NONCE_MARK);
  if (!policy.includes(NONCE_MARK)) throw new Error('the CSP lost its nonce');
  return { fixed, csp: [before, after] };
}

/** The security headers of one answer: the same for the framework and the first look. */
export interface SecurityHeaders {
  fixed: Record<string, string>;
  /** the CSP naming `nonce` */
  policy(nonce: string): string;
}

/** Helmet's headers and the CSP with the request's nonce, on every answer. */
export function installSecurityHeaders(
  app: FastifyInstance,
  opts: { imageUrl?: string | undefined } = {},
): SecurityHeaders {
  const { fixed, csp } = securityHeaders(opts.imageUrl ? new URL(opts.imageUrl).origin : undefined);
  const policy = (nonce: string) => csp[0] + nonce + csp[1];
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(fixed);
    reply.header('content-security-policy', policy(cspNonceOf(req.raw)));
    done();
  });
  return { fixed, policy };
}
