import type { FastifyInstance, FastifyReply } from 'fastify';
import { type AppError, isAppError, retryAfterOf } from '../errors.ts';
import { databaseUnavailable } from '../http/database-unavailable.ts';
import { requestLocale } from '../http/locale.ts';
import { tr } from '../services/platform/i18n.ts';
import { fail, failFrom } from './envelope.ts';

/** The error handler's extra headers for an AppError (Retry-After on 429). */
export function errorHeaders(e: AppError, reply: FastifyReply): void {
  const seconds = retryAfterOf(e);
  if (seconds !== null) reply.header('retry-after', String(seconds));
}

/**
 * Errors and unknown paths outside the pages answer in the resource envelope: an AppError with
 * its status, a database that cannot be reached as a 503 with Retry-After, a client error Fastify
 * raised (bad JSON, too large) as a 4xx, anything else a logged 500 that tells nothing of the cause.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((thrown, req, reply) => {
    // decision 050: a database that cannot be reached is a 503 to try again, not our bug's 500
    const said = requestLocale(req);
    const unreachable = isAppError(thrown) ? null : databaseUnavailable(thrown, said);
    const err = unreachable ?? thrown;
    if (isAppError(err)) {
      // decision 047: a store that does not answer is the operator's to see
      if (err.httpStatus >= 500) req.log.warn({ err: thrown }, err.message);
      errorHeaders(err, reply);
      return reply.code(err.httpStatus).send(failFrom(err, said));
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const message = (err as Error).message || 'Bad request';
      return reply.code(status).send(fail('bad_request', message, status));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(fail('internal', tr(said, 'errors.api.internal'), 500));
  });
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send(
      fail(
        'not_found',
        tr(requestLocale(req), 'errors.api.nothingAt', {
          method: req.method,
          url: req.url.slice(0, 200),
        }),
        404,
      ),
    );
  });
}
