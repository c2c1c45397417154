import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ATTRIBUTION_SOURCE_PATH,
  ATTRIBUTION_SOURCE_TYPES,
  isSourceEventId,
  REGISTER_SOURCE_HEADER,
} from '#domain/analytics/ad-attribution';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { registerAttributionSource } from '../../services/analytics/attribution.ts';
import { parseIn } from '../../services/platform/zod-i18n.ts';
import { ok } from '../envelope.ts';
import { idString, readableZodError } from '../resource.ts';

const adId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'errors.api.adId')
  .optional();

/** spec 02 §7 M-370: the source URL's query; every field once, as text. */
export const attributionSourceQuery = z
  .object({
    pin_id: idString,
    source_event_id: z.string().refine(isSourceEventId, 'errors.api.sourceEventId'),
    destination: z
      .string()
      .max(1024)
      .transform((s, c) => {
        try {
          return JSON.parse(s) as unknown;
        } catch {
          c.addIssue({ code: 'custom', message: 'errors.api.destinationJson' });
          return z.NEVER;
        }
      })
      .pipe(z.array(z.string().max(300)).min(1, 'errors.api.destinationEmpty').max(3)),
    expiry: z.coerce.number().int(),
    priority: z.coerce.number().int(),
    source_event_type: z.enum(ATTRIBUTION_SOURCE_TYPES),
    hostname: z
      .string()
      .regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/i, 'errors.api.hostName')
      .optional(),
    advertiser_id: adId,
    campaign_id: adId,
  })
  .strict();

/**
 * `GET /v3/ads/attribution/source/` (issue 15; spec 02 §7 M-367 … M-374): where a promoted
 * pin's attribution source URL points. The browser requests it for a hidden link's
 * attributionsrc (a click) or a keepalive fetch (a sampled view); a valid source of a promoted
 * pin answers 200 with the `Attribution-Reporting-Register-Source` header
 * `{ source_event_id, destination, expiry, priority }`, built from the pin (never from what the
 * query says beyond its id and the source id). Bad input is a 400, an unknown or invisible pin
 * a 404. It never redirects, so it cannot send a browser anywhere.
 */
export function attributionSourceRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.route<{ Querystring: Record<string, unknown> }>({
      method: 'GET',
      url: ATTRIBUTION_SOURCE_PATH,
      handler: async (req, reply) => {
        const ctx = getCtx(req);
        const raw = req.query ?? {};
        if (Object.values(raw).some((v) => typeof v !== 'string')) {
          throw badRequest('Each field of an attribution source is given once.');
        }
        const parsed = parseIn(ctx, attributionSourceQuery, raw);
        if (!parsed.success) throw badRequest(readableZodError(parsed.error));
        const q = parsed.data;
        const answer = await registerAttributionSource(ctx, {
          pinId: q.pin_id,
          sourceEventId: q.source_event_id,
          destination: q.destination,
          expiry: q.expiry,
          priority: q.priority,
          type: q.source_event_type,
          hostname: q.hostname,
          advertiserId: q.advertiser_id,
          campaignId: q.campaign_id,
        });
        reply.header('cache-control', 'private, no-store');
        if (answer.register) {
          reply.header(REGISTER_SOURCE_HEADER, JSON.stringify(answer.register));
        }
        return reply.send(ok({ registered: answer.register !== null }));
      },
    });
  };
}
