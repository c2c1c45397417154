import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseRightClickAux } from '#domain/analytics/right-click-aux';
import { stopsNavigation } from '#domain/sharing/offsite';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { checkOffsite, recordRightClick } from '../../services/outbound/offsite.ts';
import { tr } from '../../services/platform/i18n.ts';
import { parseIn } from '../../services/platform/zod-i18n.ts';
import { ok } from '../envelope.ts';
import { idString } from '../resource.ts';

type OffsiteQuery = Record<string, unknown>;

/**
 * What a check takes, in the query or the body, each field once (decision 060: also what the
 * OpenAPI document says); check_only is accepted as the client sends it and changes nothing.
 */
export const offsiteInput = z.object({
  pin_id: idString,
  url: z.string().min(1).max(4096),
  check_only: z.string().max(2048).optional(),
  client_tracking_params: z.string().max(2048).optional(),
  aux_data: z.string().max(2048).optional(),
});

function problemOf(ctx: Ctx, e: z.ZodError): string {
  const field = String(e.issues[0]?.path[0] ?? '');
  if (field === 'pin_id') return tr(ctx, 'errors.api.offsitePinId');
  if (field === 'url') return tr(ctx, 'errors.api.offsiteUrl');
  return tr(ctx, 'errors.api.offsiteTooLong', { field });
}

function one(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  return undefined;
}

/**
 * `GET` (and `POST`) `/v3/offsite/` (spec 01 §7 P-316, P-317; spec 02 §7 M-345, M-346): pin_id
 * and url, with check_only, client_tracking_params and aux_data accepted as the client sends
 * them; answers `{ redirect_status, url, message, offsite_url }`. POST goes through getCtx's
 * CSRF check like every write-shaped call.
 *
 * A POST whose aux_data is a right-click (spec 02 §7 M-347, M-348: clickthrough_type rightClick,
 * objectId, extras) is also the right-click log: it records the clickthrough. A GET never
 * records anything, so no link on another site can make a browser log clicks.
 */
export function offsiteRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.route<{ Querystring: OffsiteQuery; Body: OffsiteQuery }>({
      method: ['GET', 'POST'],
      url: '/v3/offsite/',
      handler: async (req, reply) => {
        const ctx = getCtx(req);
        const source: OffsiteQuery = {
          ...(req.query ?? {}),
          ...(req.body && typeof req.body === 'object' ? req.body : {}),
        };
        const parsed = parseIn(ctx, offsiteInput, {
          pin_id: one(source.pin_id),
          url: one(source.url),
          check_only: one(source.check_only),
          client_tracking_params: one(source.client_tracking_params),
          aux_data: one(source.aux_data),
        });
        if (!parsed.success) throw badRequest(problemOf(ctx, parsed.error));
        const { pin_id: pinId, url } = parsed.data;
        const answer = await checkOffsite(ctx, { pinId, url });
        const rightClick =
          req.method === 'POST' ? parseRightClickAux(parsed.data.aux_data, String(pinId)) : null;
        if (rightClick && !stopsNavigation(answer.redirect_status)) {
          await recordRightClick(ctx, {
            pinId,
            aux: rightClick,
            clientTrackingParams: parsed.data.client_tracking_params,
          });
        }
        reply.header('cache-control', 'private, no-store');
        return reply.send(ok(answer));
      },
    });
  };
}
