import type { FastifyInstance, FastifyReply } from 'fastify';
import { type AppError, isAppError, retryAfterOf } from '../errors.ts';
import { BlobStoreUnavailableError } from '../images/blob-store.ts';
import { fail, failFrom } from './envelope.ts';

/** The error handler's extra headers for an AppError (Retry-After on 429). */
export function errorHeaders(e: AppError, reply: FastifyReply): void {
  const seconds = retryAfterOf(e);
  if (seconds !== null) reply.header('retry-after', String(seconds));
}

/**
 * Errors and unknown paths outside the pages answer in the resource envelope: an AppError with
 * its status, a client error Fastify raised (bad JSON, too large) as a 4xx, anything else a
 * logged 500 that tells nothing of the cause.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err, req, reply) => {
    if (isAppError(err)) {
      errorHeaders(err, reply);
      return reply.code(err.httpStatus).send(failFrom(err));
    }
    if (err instanceof BlobStoreUnavailableError) {
      // decision 047: an upload while the image store is down: nothing was created, try again
      req.log.warn({ err }, 'image store unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(
          fail(
            'unavailable',
            'The image store is not answering, so the image could not be saved. Try again in a moment.',
            503,
          ),
        );
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const message = (err as Error).message || 'Bad request';
      return reply.code(status).send(fail('bad_request', message, status));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(fail('internal', 'Something went wrong on our side.', 500));
  });
  app.setNotFoundHandler((req, reply) => {
    reply
      .code(404)
      .send(fail('not_found', `Nothing at ${req.method} ${req.url.slice(0, 200)}.`, 404));
  });
}
