import { isSafeHttpUrl } from '../sharing/links.ts';

/**
 * Promoted-pin measurement (issue 15; spec 02 §7 M-367 … M-374, M-381, §8 M-387, M-388, §9
 * M-411): the attribution source a promoted pin's click or view registers in the browser (the
 * Attribution Reporting API, or Safari's Private Click Measurement for clicks), the ad click
 * event's fields, and the view funnel's sampling and statuses.
 *
 * Tessera's readings where the spec shows a name but not its meaning are written on each rule.
 */

/** Where the source URL points: the endpoint that answers the registration header. */
export const ATTRIBUTION_SOURCE_PATH = '/v3/ads/attribution/source/';

/** The response header a browser reads to register an attribution source. */
export const REGISTER_SOURCE_HEADER = 'Attribution-Reporting-Register-Source';

/** spec 02 §7 M-370 source_event_type: a click on the ad, or the ad seen. */
export const ATTRIBUTION_SOURCE_TYPES = ['click', 'view'] as const;
export type AttributionSourceType = (typeof ATTRIBUTION_SOURCE_TYPES)[number];

/** spec 02 §7 M-371, M-372: how long a source may be attributed to, in seconds. */
export const ATTRIBUTION_EXPIRY_SECONDS: Readonly<Record<AttributionSourceType, number>> = {
  click: 604800,
  view: 86400,
};

/** spec 02 §7 M-373, M-374: a click outranks a view when both could take a conversion. */
export const ATTRIBUTION_PRIORITY: Readonly<Record<AttributionSourceType, number>> = {
  click: 2,
  view: 1,
};

/** spec 02 §9 M-411: the share of promoted-pin views that register a view source. */
export const VIEW_FUNNEL_SAMPLE_RATE = 0.1;

/**
 * spec 02 §9 M-411: is this view in the sampled funnel? A pure function of a random number in
 * [0, 1) so the caller owns the randomness (and tests need none).
 */
export function inViewFunnelSample(random: number): boolean {
  return random >= 0 && random < VIEW_FUNNEL_SAMPLE_RATE;
}

/** spec 02 §8 M-387: what became of a sampled view's attribution. */
export const VIEW_ATTRIBUTION_STATUSES = [
  'missing_param',
  'skipped',
  'hostname_parse_failed',
  'international',
  'failed',
  'success',
] as const;
export type ViewAttributionStatus = (typeof VIEW_ATTRIBUTION_STATUSES)[number];

/**
 * Where view-through attribution is offered. Tessera's reading of the 'international' status
 * (M-387): a viewer whose country is known and outside these markets registers no view source;
 * a viewer with no known country (visitors) is not assumed to be abroad.
 */
export const VIEW_ATTRIBUTION_COUNTRIES: ReadonlySet<string> = new Set(['US']);

/** The fields of a pin that promoted-pin measurement reads (spec 01 §3 P-075). */
export interface AdMeasuredPin {
  id: string;
  isPromoted: boolean;
  isDownstreamPromotion: boolean;
  adDestinationUrl: string | null;
  link: string | null;
  campaignId: string | null;
  advertiserId: string | null;
  pinPromotionId: string | null;
}

/**
 * Is this pin an ad being served? A downstream promotion is someone's save of a promoted pin:
 * organic, so it registers nothing and logs no ad click.
 */
export function isMeasuredAd(
  pin: Pick<AdMeasuredPin, 'isPromoted' | 'isDownstreamPromotion'>,
): boolean {
  return pin.isPromoted && !pin.isDownstreamPromotion;
}

/** The landing page of an ad: its destination, else its link (spec 01 §2 P-045). */
export function adLandingUrl(pin: Pick<AdMeasuredPin, 'adDestinationUrl' | 'link'>): string | null {
  return pin.adDestinationUrl ?? pin.link;
}

/**
 * spec 02 §7 M-370 destination: the origin a conversion must happen on, or null when the
 * landing url's host cannot be read (M-388: hostname_parse_failed).
 */
export function attributionOrigin(url: string | null | undefined): string | null {
  if (!url || !isSafeHttpUrl(url)) return null;
  return new URL(url.trim()).origin;
}

const UINT64_MAX = (1n << 64n) - 1n;
const DECIMAL = /^(0|[1-9]\d{0,19})$/;

/** A source_event_id as the Attribution Reporting API takes it: an unsigned 64-bit decimal. */
export function isSourceEventId(s: string): boolean {
  return DECIMAL.test(s) && BigInt(s) <= UINT64_MAX;
}

/** Eight random bytes (the caller's) as a source_event_id. */
export function sourceEventIdFromBytes(bytes: ArrayLike<number>): string {
  if (bytes.length !== 8) throw new RangeError('A source event id is made of 8 bytes.');
  let n = 0n;
  for (let i = 0; i < 8; i++) n = (n << 8n) | BigInt((bytes[i] ?? 0) & 0xff);
  return n.toString();
}

/** Safari's Private Click Measurement takes an 8-bit source id (0–255), so one random byte. */
export function pcmSourceIdFromByte(byte: number): string {
  return String(byte & 0xff);
}

/** What a source URL names (spec 02 §7 M-370), plus the pin so the server can check it. */
export interface AttributionSourceParams {
  pinId: string;
  sourceEventId: string;
  destination: string[];
  type: AttributionSourceType;
  hostname?: string | undefined;
  advertiserId?: string | undefined;
  campaignId?: string | undefined;
}

/**
 * spec 02 §7 M-370 … M-374: the source URL's query, in a fixed order — source_event_id,
 * destination (a JSON list of origins), expiry and priority by type (604800 / 86400, 2 / 1),
 * source_event_type, then the optional hostname, advertiser_id and campaign_id. pin_id is
 * Tessera's own addition: the endpoint answers only for a promoted pin that exists.
 */
export function attributionSourceUrl(p: AttributionSourceParams): string {
  const q = new URLSearchParams();
  q.set('pin_id', p.pinId);
  q.set('source_event_id', p.sourceEventId);
  q.set('destination', JSON.stringify(p.destination));
  q.set('expiry', String(ATTRIBUTION_EXPIRY_SECONDS[p.type]));
  q.set('priority', String(ATTRIBUTION_PRIORITY[p.type]));
  q.set('source_event_type', p.type);
  if (p.hostname) q.set('hostname', p.hostname);
  if (p.advertiserId) q.set('advertiser_id', p.advertiserId);
  if (p.campaignId) q.set('campaign_id', p.campaignId);
  return `${ATTRIBUTION_SOURCE_PATH}?${q.toString()}`;
}

/** The JSON of the registration header (the API takes 64-bit numbers as strings). */
export interface RegisterSource {
  source_event_id: string;
  destination: string[];
  expiry: string;
  priority: string;
}

/** The registration a source of this type answers with; expiry and priority come from the type. */
export function registerSource(p: {
  sourceEventId: string;
  destination: string[];
  type: AttributionSourceType;
}): RegisterSource {
  return {
    source_event_id: p.sourceEventId,
    destination: p.destination,
    expiry: String(ATTRIBUTION_EXPIRY_SECONDS[p.type]),
    priority: String(ATTRIBUTION_PRIORITY[p.type]),
  };
}

/** The attribution mechanisms a browser offers for a click (spec 02 §7 M-368, M-381). */
export type ClickMeasurement = 'arapi' | 'pcm' | null;

/**
 * Which mechanism a click uses: the Attribution Reporting API where the browser has it, else
 * Safari's Private Click Measurement, else none; nothing without marketing consent (ad
 * measurement follows a person across sites, which is what that choice is about).
 */
export function clickMeasurement(b: {
  arapi: boolean;
  pcm: boolean;
  marketing: boolean;
}): ClickMeasurement {
  if (!b.marketing) return null;
  if (b.arapi) return 'arapi';
  if (b.pcm) return 'pcm';
  return null;
}

/** The longest aux_data string the event batch accepts. */
const MAX_AUX_STRING = 512;

/** The page an ad was clicked on, without its query or fragment (searches are a person's own). */
export function adPageUrl(href: string): string {
  try {
    const u = new URL(href);
    return `${u.origin}${u.pathname}`.slice(0, MAX_AUX_STRING);
  } catch {
    return '';
  }
}

/**
 * spec 02 §7 M-381: the ad click event's aux_data — pin_id, click_measurement_ppid (the pin
 * promotion), click_measurement_campaign_id, attribution_source_id (the id registered, empty
 * when none was), page_url, and is_pcm / is_arapi for the mechanism used.
 */
export function adClickAuxData(input: {
  pin: AdMeasuredPin;
  attributionSourceId: string | null;
  pageUrl: string;
  measurement: ClickMeasurement;
}): Record<string, string | boolean> {
  const { pin } = input;
  return {
    pin_id: pin.id,
    click_measurement_ppid: pin.pinPromotionId ?? '',
    click_measurement_campaign_id: pin.campaignId ?? '',
    attribution_source_id: input.attributionSourceId ?? '',
    page_url: adPageUrl(input.pageUrl),
    is_pcm: input.measurement === 'pcm',
    is_arapi: input.measurement === 'arapi',
  };
}

/** The ad click event's component; its element says where the click led. */
export const AD_CLICK_COMPONENT = 'promoted_pin';
export type AdClickTarget = 'closeup' | 'clickthrough';

/**
 * spec 02 §8 M-387, M-388: whether a sampled view may register, or the status that stops it —
 * missing_param (no landing url or no campaign and advertiser), skipped (the browser has no
 * Attribution Reporting, or the person did not allow marketing cookies), hostname_parse_failed
 * (the landing url's host cannot be read), international (see VIEW_ATTRIBUTION_COUNTRIES).
 * 'failed' and 'success' are the fetch's own outcome.
 */
export function viewAttributionPlan(input: {
  pin: AdMeasuredPin;
  arapi: boolean;
  marketing: boolean;
  country: string | null;
}):
  | { status: 'missing_param' | 'skipped' | 'hostname_parse_failed' | 'international' }
  | { status: 'ready'; destination: string } {
  const { pin } = input;
  const landing = adLandingUrl(pin);
  if (!landing || (!pin.campaignId && !pin.advertiserId)) return { status: 'missing_param' };
  if (!input.arapi || !input.marketing) return { status: 'skipped' };
  const destination = attributionOrigin(landing);
  if (!destination) return { status: 'hostname_parse_failed' };
  const country = input.country?.toUpperCase() ?? null;
  if (country && !VIEW_ATTRIBUTION_COUNTRIES.has(country)) return { status: 'international' };
  return { status: 'ready', destination };
}
