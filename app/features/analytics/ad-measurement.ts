import {
  AD_CLICK_COMPONENT,
  type AdClickTarget,
  type AdMeasuredPin,
  adClickAuxData,
  attributionOrigin,
  attributionSourceUrl,
  type ClickMeasurement,
  clickMeasurement,
  inViewFunnelSample,
  isMeasuredAd,
  pcmSourceIdFromByte,
  sourceEventIdFromBytes,
  VIEW_ATTRIBUTION_STATUSES,
  type ViewAttributionStatus,
  viewAttributionPlan,
} from '#domain/analytics/ad-attribution';
import { EVENT } from '#domain/analytics/analytics-events';
import { type CookieConsent, mayUse } from '#domain/consent/consent';
import type { LoggedEvent } from './queue';
import { logEvent } from './tracker';

/**
 * Promoted-pin measurement in the browser (issue 15; spec 02 §7 M-367, M-368, M-381, §8 M-387,
 * M-388, §9 M-411), loaded on demand: ads.ts is its light face.
 *
 * Two purposes, two consents (decision 023): the ad click event (101) is analytics — it goes
 * through logEvent, whose gate is analytic consent — while registering an attribution source
 * with the browser follows a person to the advertiser's site, which is marketing: only with
 * marketing consent (and never for a bot). Everything is feature-detected and nothing here ever
 * throws into a click or a render.
 */

/** Who is looking, as far as measurement asks. */
export interface AdViewer {
  cookieConsent: CookieConsent | null;
  isBot: boolean;
  country: string | null;
}

/** Where an ad click happened and, for a clickthrough, where it goes and how it was made. */
export type AdClickContext =
  | { viewer: AdViewer; target: Extract<AdClickTarget, 'closeup'> }
  | {
      viewer: AdViewer;
      target: Extract<AdClickTarget, 'clickthrough'>;
      /** the link being followed */
      url: string;
      /** a plain primary click (no modifier, not the middle button): only that may be taken over */
      plain: boolean;
    };

/** The browser pieces measurement uses; tests pass fakes. */
export interface AdEnv {
  document: Document | null;
  location: { href: string; hostname: string } | null;
  fetch: ((url: string, init: RequestInit) => Promise<{ ok: boolean }>) | null;
  random(): number;
  randomBytes(n: number): Uint8Array;
  log(e: LoggedEvent): void;
}

/** spec 02 §8 M-387, M-388: counted, never shown (like the experience metrics). */
export interface AdMetrics {
  views: Record<ViewAttributionStatus, number>;
  unreadableHosts: number;
}

export function newAdMetrics(): AdMetrics {
  const views = Object.fromEntries(VIEW_ATTRIBUTION_STATUSES.map((s) => [s, 0])) as Record<
    ViewAttributionStatus,
    number
  >;
  return { views, unreadableHosts: 0 };
}

type RequestWithAttribution = RequestInit & {
  attributionReporting: { eventSourceEligible: boolean; triggerEligible: boolean };
};

type WithFeaturePolicy = Document & {
  featurePolicy?: { allowsFeature(feature: string): boolean };
};

function anchorHas(doc: Document, property: string): boolean {
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  return Boolean(view?.HTMLAnchorElement && property in view.HTMLAnchorElement.prototype);
}

/** The Attribution Reporting API: an anchor knows attributionSrc and the page may use it. */
export function hasAttributionReporting(doc: Document | null): boolean {
  if (!doc) return false;
  try {
    const policy = (doc as WithFeaturePolicy).featurePolicy;
    if (policy && !policy.allowsFeature('attribution-reporting')) return false;
    return anchorHas(doc, 'attributionSrc') && doc.defaultView?.isSecureContext === true;
  } catch {
    return false;
  }
}

/** Safari's Private Click Measurement: an anchor knows attributionSourceId. */
export function hasPrivateClickMeasurement(doc: Document | null): boolean {
  if (!doc) return false;
  try {
    return anchorHas(doc, 'attributionSourceId');
  } catch {
    return false;
  }
}

/**
 * spec 02 §7 M-368: the click leaves through a link made for it — hidden, carrying the
 * registration attributes — so the browser ties the navigation to the source.
 */
function clickHiddenLink(doc: Document, href: string, attributes: Record<string, string>) {
  const a = doc.createElement('a');
  a.href = href;
  a.target = '_blank';
  a.rel = 'nofollow noopener noreferrer';
  a.hidden = true;
  a.tabIndex = -1;
  a.setAttribute('aria-hidden', 'true');
  for (const [k, v] of Object.entries(attributes)) a.setAttribute(k, v);
  doc.body.append(a);
  try {
    a.click();
  } finally {
    a.remove();
  }
}

export interface AdTracker {
  /**
   * spec 02 §7 M-381, M-368: logs the ad click (101) of a promoted pin and, for a plain
   * clickthrough with marketing consent in a browser that measures clicks, opens the link
   * through a hidden link that registers the click source. Answers true when it opened the
   * link itself (the caller then prevents the anchor's own navigation), false otherwise.
   */
  trackAdClick(pin: AdMeasuredPin, context: AdClickContext): boolean;
  /**
   * spec 02 §7 M-367, §8 M-387, §9 M-411: once per pin and page, a sampled view (0.1)
   * registers a view source with a keepalive fetch eligible for attribution reporting.
   */
  trackAdView(pin: AdMeasuredPin, viewer: AdViewer): void;
  metrics: AdMetrics;
}

export function createAdTracker(env: AdEnv): AdTracker {
  const metrics = newAdMetrics();
  const viewed = new Set<string>();

  function count(status: ViewAttributionStatus) {
    metrics.views[status] += 1;
  }

  function registerClick(
    pin: AdMeasuredPin,
    url: string,
    measurement: Exclude<ClickMeasurement, null>,
  ): { id: string; attributes: Record<string, string> } | null {
    const destination = attributionOrigin(url);
    if (!destination) {
      metrics.unreadableHosts += 1;
      return null;
    }
    if (measurement === 'pcm') {
      const id = pcmSourceIdFromByte(env.randomBytes(1)[0] ?? 0);
      return { id, attributes: { attributionsourceid: id, attributiondestination: destination } };
    }
    const id = sourceEventIdFromBytes(env.randomBytes(8));
    const src = attributionSourceUrl({
      pinId: pin.id,
      sourceEventId: id,
      destination: [destination],
      type: 'click',
      hostname: env.location?.hostname,
      advertiserId: pin.advertiserId ?? undefined,
      campaignId: pin.campaignId ?? undefined,
    });
    return { id, attributes: { attributionsrc: src } };
  }

  return {
    metrics,
    trackAdClick(pin, context) {
      try {
        if (!isMeasuredAd(pin)) return false;
        const doc = env.document;
        let measurement: ClickMeasurement = null;
        let source: ReturnType<typeof registerClick> = null;
        if (context.target === 'clickthrough' && context.plain && doc) {
          measurement = clickMeasurement({
            arapi: hasAttributionReporting(doc),
            pcm: hasPrivateClickMeasurement(doc),
            marketing: mayUse(context.viewer, 'marketing'),
          });
          source = measurement ? registerClick(pin, context.url, measurement) : null;
          if (!source) measurement = null;
        }
        env.log({
          type: EVENT.CLICK,
          pin_id: pin.id,
          component: AD_CLICK_COMPONENT,
          element: context.target,
          aux_data: adClickAuxData({
            pin,
            attributionSourceId: source?.id ?? null,
            pageUrl: env.location?.href ?? '',
            measurement,
          }),
        });
        if (!source || !doc || context.target !== 'clickthrough') return false;
        clickHiddenLink(doc, context.url, source.attributes);
        return true;
      } catch {
        return false;
      }
    },
    trackAdView(pin, viewer) {
      try {
        if (!isMeasuredAd(pin) || viewed.has(pin.id)) return;
        viewed.add(pin.id);
        if (!inViewFunnelSample(env.random())) return;
        const plan = viewAttributionPlan({
          pin,
          arapi: hasAttributionReporting(env.document) && env.fetch !== null,
          marketing: mayUse(viewer, 'marketing'),
          country: viewer.country,
        });
        if (plan.status !== 'ready') {
          count(plan.status);
          if (plan.status === 'hostname_parse_failed') metrics.unreadableHosts += 1;
          return;
        }
        const url = attributionSourceUrl({
          pinId: pin.id,
          sourceEventId: sourceEventIdFromBytes(env.randomBytes(8)),
          destination: [plan.destination],
          type: 'view',
          hostname: env.location?.hostname,
          advertiserId: pin.advertiserId ?? undefined,
          campaignId: pin.campaignId ?? undefined,
        });
        const init: RequestWithAttribution = {
          keepalive: true,
          credentials: 'same-origin',
          attributionReporting: { eventSourceEligible: true, triggerEligible: false },
        };
        env.fetch?.(url, init).then(
          (res) => count(res.ok ? 'success' : 'failed'),
          () => count('failed'),
        );
      } catch {
        count('failed');
      }
    },
  };
}

function browserEnv(): AdEnv {
  const w = typeof window === 'undefined' ? null : window;
  return {
    document: w ? w.document : null,
    location: w ? w.location : null,
    fetch: w && typeof w.fetch === 'function' ? (url, init) => w.fetch(url, init) : null,
    random: Math.random,
    randomBytes: (n) => {
      const bytes = new Uint8Array(n);
      w?.crypto?.getRandomValues(bytes);
      return bytes;
    },
    log: logEvent,
  };
}

let pageTracker: AdTracker | null = null;

/** The page's one tracker (its metrics and the pins already viewed live for the page). */
export function pageAdTracker(): AdTracker {
  pageTracker ??= createAdTracker(browserEnv());
  return pageTracker;
}
