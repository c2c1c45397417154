import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parseRightClickAux } from '#domain/analytics/right-click-aux';
import { stopsNavigation } from '#domain/sharing/offsite';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { checkOffsite, recordRightClick } from '../../services/outbound/offsite.ts';
import { ok } from '../envelope.ts';
import { idString } from '../resource.ts';

type OffsiteQuery = Record<string, unknown>;

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
        const pinId = idString.safeParse(one(source.pin_id));
        if (!pinId.success) throw badRequest('pin_id must be the id of a Pin.');
        const url = one(source.url);
        if (!url || url.length > 4096) throw badRequest('url must be the link to check.');
        for (const k of ['client_tracking_params', 'aux_data'] as const) {
          const v = one(source[k]);
          if (v !== undefined && v.length > 2048) throw badRequest(`${k} is too long.`);
        }
        const answer = await checkOffsite(ctx, { pinId: pinId.data, url });
        const rightClick =
          req.method === 'POST'
            ? parseRightClickAux(one(source.aux_data), String(pinId.data))
            : null;
        if (rightClick && !stopsNavigation(answer.redirect_status)) {
          await recordRightClick(ctx, {
            pinId: pinId.data,
            aux: rightClick,
            clientTrackingParams: one(source.client_tracking_params),
          });
        }
        reply.header('cache-control', 'private, no-store');
        return reply.send(ok(answer));
      },
    });
  };
}
