import { createHash } from 'node:crypto';
import {
  AD_CLICK_COMPONENT,
  ATTRIBUTION_EXPIRY_SECONDS,
  ATTRIBUTION_PRIORITY,
  type AttributionSourceType,
  adLandingUrl,
  attributionOrigin,
  isMeasuredAd,
  type RegisterSource,
  registerSource,
} from '#domain/analytics/ad-attribution';
import { EVENT } from '#domain/analytics/analytics';
import { mayUse } from '#domain/consent/consent';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { getPin } from '../pins/closeup.ts';
import { tr } from '../platform/i18n.ts';
import { ingestBatch } from './ingest.ts';

/** A source URL's fields once the endpoint has parsed them (spec 02 §7 M-370). */
export interface AttributionSourceRequest {
  pinId: number;
  sourceEventId: string;
  destination: string[];
  expiry: number;
  priority: number;
  type: AttributionSourceType;
  hostname?: string | undefined;
  advertiserId?: string | undefined;
  campaignId?: string | undefined;
}

/** What the endpoint answers: the registration header's JSON, or none. */
export interface AttributionSourceAnswer {
  /** the header value to send; null when nothing is registered */
  register: RegisterSource | null;
}

/** The element of the raw event that keeps a registration (its component is the ad click's). */
export const ATTRIBUTION_SOURCE_ELEMENT = 'attribution_source';

/**
 * One registration is one raw event whatever the browser repeats: its id is derived from the
 * source (a uuid-shaped digest), so the sink's idempotency keeps a second request out.
 */
function registrationEventId(pinId: number, sourceEventId: string, type: string): string {
  const h = createHash('sha256').update(`${pinId}:${type}:${sourceEventId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * spec 02 §7 M-367 … M-374 (issue 15): the attribution source a promoted pin's click or view
 * registers. The source must name a pin that is an ad being served and visible to the viewer
 * (404 otherwise), the ad's own landing origin as its only destination, the expiry and
 * priority of its type, and — when given — the ad's own campaign and advertiser (400 for any
 * mismatch: nobody may register sources for a destination Tessera did not show).
 *
 * Registering follows a person across sites, so it happens only for someone who allowed
 * marketing cookies (and never for a bot); for anyone else the answer registers nothing. Each
 * registration is kept in the raw event stream (101, promoted_pin / attribution_source), so a
 * conversion report naming the source_event_id can later be joined to its pin and campaign —
 * kept only when the person also allowed analytics, as every raw event is.
 */
export async function registerAttributionSource(
  ctx: Ctx,
  req: AttributionSourceRequest,
): Promise<AttributionSourceAnswer> {
  const pin = await getPin(ctx, req.pinId);
  if (!isMeasuredAd(pin)) throw badRequest(tr(ctx, 'errors.analytics.notAnAd'));
  const origin = attributionOrigin(adLandingUrl(pin));
  if (!origin) throw badRequest(tr(ctx, 'errors.analytics.noDestination'));
  if (req.destination.length !== 1 || req.destination[0] !== origin) {
    throw badRequest(tr(ctx, 'errors.analytics.destination'));
  }
  if (req.expiry !== ATTRIBUTION_EXPIRY_SECONDS[req.type]) {
    throw badRequest(
      tr(ctx, 'errors.analytics.expiry', {
        type: req.type,
        value: ATTRIBUTION_EXPIRY_SECONDS[req.type],
      }),
    );
  }
  if (req.priority !== ATTRIBUTION_PRIORITY[req.type]) {
    throw badRequest(
      tr(ctx, 'errors.analytics.priority', {
        type: req.type,
        value: ATTRIBUTION_PRIORITY[req.type],
      }),
    );
  }
  if (req.campaignId !== undefined && req.campaignId !== pin.campaignId) {
    throw badRequest(tr(ctx, 'errors.analytics.campaign'));
  }
  if (req.advertiserId !== undefined && req.advertiserId !== pin.advertiserId) {
    throw badRequest(tr(ctx, 'errors.analytics.advertiser'));
  }
  if (!mayUse(ctx.viewer, 'marketing')) return { register: null };

  const register = registerSource({
    sourceEventId: req.sourceEventId,
    destination: [origin],
    type: req.type,
  });
  // ingestBatch keeps it only with analytic consent, under the address and sender limits
  await ingestBatch(ctx, {
    events: [
      {
        id: registrationEventId(req.pinId, req.sourceEventId, req.type),
        type: EVENT.CLICK,
        time: ctx.now().getTime(),
        pin_id: pin.id,
        component: AD_CLICK_COMPONENT,
        element: ATTRIBUTION_SOURCE_ELEMENT,
        aux_data: {
          source_event_type: req.type,
          source_event_id: req.sourceEventId,
          destination: origin,
          campaign_id: pin.campaignId,
          advertiser_id: pin.advertiserId,
          pin_promotion_id: pin.pinPromotionId,
          hostname: req.hostname ?? null,
        },
      },
    ],
  });
  return { register };
}
