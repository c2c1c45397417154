import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { EVENTS_PATH, eventBatchSchema } from '#domain/analytics/analytics';
import { findBadText } from '#domain/formatting/text-input';
import type { Ctx } from '../../context.ts';
import { AppError, badRequest } from '../../errors.ts';
import { ingestBatch } from '../../services/analytics/ingest.ts';
import { declareChanges } from '../../services/platform/data-version.ts';
import { parseIn } from '../../services/platform/zod-i18n.ts';
import { ok } from '../envelope.ts';
import { readableZodError } from '../resource.ts';
import { textProblemSaid } from '../text.ts';

/**
 * 50 events with every field at its longest are about 750 KB of JSON; a larger body is a 413
 * in the envelope (Fastify's limit error goes through the API's error handler), never a 500.
 */
export const EVENTS_BODY_LIMIT = 1024 * 1024;

function isJson(contentType: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType ?? '');
}

/**
 * `POST /v3/events/` (issue 15, decision 022): a batch of at most 50 events as JSON
 * `{ events }` (eventBatchSchema), from the page's fetch with keepalive. getCtx applies CSRF
 * first (same origin; a signed-in page also sends x-csrf-token), so a cross-site form post is
 * refused; a same-origin body that is not JSON is a 415. Answers
 * `{ accepted, duplicates, dropped }`; a 429 when the sender or its address sends too often.
 */
export function eventsCreateRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.route<{ Body: unknown }>({
      method: 'POST',
      url: EVENTS_PATH,
      bodyLimit: EVENTS_BODY_LIMIT,
      handler: async (req, reply) => {
        const ctx = getCtx(req);
        // ingestBatch records its roll-ups' change itself, at most a few times a second
        // (decision 022): a batch, refused or not, changes nothing else a cache holds
        declareChanges(ctx, []);
        if (!isJson(req.headers['content-type'])) {
          throw new AppError(
            'unsupported_media_type',
            'Events are sent as JSON (Content-Type: application/json).',
          );
        }
        const bad = findBadText(req.body, 'body');
        if (bad) throw badRequest(`${bad.path}: ${textProblemSaid(ctx, bad.problem)}`);
        const parsed = parseIn(ctx, eventBatchSchema, req.body);
        if (!parsed.success) throw badRequest(readableZodError(parsed.error));
        reply.header('cache-control', 'private, no-store');
        return reply.send(ok(await ingestBatch(ctx, parsed.data)));
      },
    });
  };
}
