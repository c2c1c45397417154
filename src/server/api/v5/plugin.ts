import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { AppError, isAppError, retryAfterOf } from '../../errors.ts';
import { databaseUnavailable } from '../../http/database-unavailable.ts';
import { API_SESSION_PREFIX, checkApiToken } from '../../services/accounts/api-tokens.ts';
import { actingAs } from '../../services/accounts/viewer.ts';
import { changeStamp, readTags, userTag } from '../../services/platform/data-version.ts';
import { tr } from '../../services/platform/i18n.ts';
import { rateLimitStore } from '../../services/platform/rate-limit.ts';
import { sayIssue } from '../../services/platform/zod-i18n.ts';
import { boardRoutes } from './boards.ts';
import { authenticationFailed, setV5Call, v5Locale } from './call.ts';
import { API_WINDOW_MS, rateHeaders, type V5Kept, type V5Slot } from './kept.ts';
import { oauthErrorReply, oauthRoutes, TOKEN_PATH } from './oauth.ts';
import { pinRoutes } from './pins.ts';
import { searchRoutes } from './search.ts';
import { sectionRoutes } from './sections.ts';
import { userAccountRoutes } from './user-account.ts';

/**
 * Decision 055: Pinterest's error numbers for the errors Tessera's services raise; the HTTP
 * status is the same as anywhere else in Tessera.
 */
const CODE: Record<number, number> = { 400: 1, 401: 2, 403: 3, 404: 4, 409: 5, 413: 6, 429: 8 };

function send(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ code: CODE[status] ?? status, message });
}

/** The bearer token of a request, or null; a cookie is never read here. */
function bearerOf(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (typeof h !== 'string') return null;
  const m = /^Bearer[ ]+(\S+)$/i.exec(h.trim());
  return m?.[1] ?? null;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'Authorization, Content-Type',
  'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers':
    'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After',
  'access-control-max-age': '600',
};

/**
 * Decision 055: the public API under /v5. Bearer tokens only (a session cookie is ignored, so
 * there is no CSRF to guard against), checked against the database on every call; CORS open to
 * any origin; a per-token rate limit; errors as Pinterest's `{code, message}`.
 */
export function v5Plugin(contextOf: (req: FastifyRequest) => Ctx, kept?: V5Kept) {
  return async function v5(app: FastifyInstance) {
    const slots = new WeakMap<FastifyRequest, { slot: V5Slot; ctx: Ctx }>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    app.setErrorHandler((thrown, req, reply) => {
      // decision 058: the token endpoint answers RFC 6749's errors, whatever failed
      if (req.routeOptions.url === TOKEN_PATH) return oauthErrorReply(thrown, req, reply);
      const unreachable = isAppError(thrown)
        ? null
        : databaseUnavailable(thrown, { locale: v5Locale(req) });
      const err = unreachable ?? thrown;
      if (isAppError(err)) {
        const seconds = retryAfterOf(err);
        if (seconds !== null) reply.header('retry-after', String(seconds));
        if (err.httpStatus >= 500) req.log.warn({ err: thrown }, err.message);
        return send(reply, err.httpStatus, err.message);
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const first = err.validation[0];
        const where = first?.instancePath ? `${first.instancePath.slice(1)}: ` : '';
        // decision 064: a schema's own message is an id, said in the call's language
        const issue = { ...first?.params, message: first?.message ?? '' } as z.core.$ZodIssue;
        const said = first ? sayIssue({ locale: v5Locale(req) }, issue) : '';
        return send(reply, 400, `Invalid parameters. ${where}${said}`.trim());
      }
      const status = (err as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) {
        return send(reply, status, (err as Error).message || 'Invalid request.');
      }
      req.log.error({ err }, 'unhandled error');
      return send(reply, 500, 'Something went wrong on our side.');
    });
    app.setNotFoundHandler(async (req, reply) => {
      for (const [k, v] of Object.entries(CORS)) reply.header(k, v);
      return send(reply, 404, `Nothing at ${req.method} ${req.url.slice(0, 200)}.`);
    });

    app.addHook('onRequest', async (req, reply) => {
      for (const [k, v] of Object.entries(CORS)) reply.header(k, v);
      reply.header('cache-control', 'no-store');
      if (req.method === 'OPTIONS') return;
      // decision 058: the token endpoint is where an app gets a token, so it needs none
      if (req.routeOptions.url === TOKEN_PATH) return;
      const base = contextOf(req);
      // decision 063: what the server's first look already checked is not done twice
      const early = kept?.earlyCheck(req.raw);
      const stamp = changeStamp();
      const token = early ? null : bearerOf(req);
      const grant = early?.grant ?? (token ? await checkApiToken(base, token) : null);
      if (!grant) {
        reply.header('www-authenticate', 'Bearer');
        throw authenticationFailed(req);
      }
      if (token) kept?.rememberGrant(token, grant, stamp);
      const now = base.now().getTime();
      const max = base.config.apiCallsPerMinute;
      const count =
        early?.count ?? (await rateLimitStore(base.config).hit(grant.rateKey, API_WINDOW_MS, now));
      for (const [k, v] of rateHeaders(count, max, now)) reply.header(k, v);
      if (count.count > max) {
        throw new AppError(
          'too_many_requests',
          tr({ locale: v5Locale(req) }, 'errors.v5.rateLimited'),
        );
      }
      const ctx = await actingAs(base, grant.userId);
      if (!ctx) throw authenticationFailed(req);
      ctx.session = { id: `${API_SESSION_PREFIX}${grant.tokenId}`, userId: grant.userId };
      // the services' messages in the call's language: English unless it sends Accept-Language
      ctx.locale = v5Locale(req);
      setV5Call(req, { ctx, scopes: grant.scopes });
      const slot = kept?.slotOf(req.raw, grant, stamp);
      if (slot) {
        // what the services read while answering joins its tags (decision 039)
        ctx.reads = new Set();
        ctx.listsExact = false;
        slots.set(req, { slot, ctx });
      }
    });
    // decision 063: a read's answer is kept as the route sent it, before it is compressed
    app.addHook('onSend', async (req, reply, payload) => {
      const making = slots.get(req);
      if (!making || !kept || reply.statusCode !== 200) return payload;
      const body =
        typeof payload === 'string'
          ? Buffer.from(payload)
          : Buffer.isBuffer(payload)
            ? payload
            : null;
      const { slot, ctx } = making;
      if (body && ctx.viewer.id) {
        kept.store(slot, [userTag(ctx.viewer.id), ...readTags(ctx)], body, reply.getHeaders());
      }
      return payload;
    });

    app.options('/*', { schema: { hide: true } }, async (_req, reply) => reply.code(204).send());
    // the pages' catch-all must not answer an unknown /v5 path with an HTML page
    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      handler: async (req, reply) =>
        send(reply, 404, `Nothing at ${req.method} ${req.url.slice(0, 200)}.`),
    });
    await app.register(oauthRoutes(contextOf));
    await app.register(userAccountRoutes);
    await app.register(boardRoutes);
    await app.register(pinRoutes);
    await app.register(sectionRoutes);
    await app.register(searchRoutes);
  };
}
