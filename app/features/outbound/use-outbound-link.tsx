import { type MouseEvent, type ReactNode, Suspense, useCallback, useState } from 'react';
import { type ClickType, msToNs } from '#domain/analytics/clickthrough';
import { pinRedirectPath } from '#domain/catalogue/routes';
import { NEW_ACCOUNT_DAYS } from '#domain/pins/card-permissions';
import {
  getsClickthroughInterstitial,
  linkClickAction,
  shouldPrecheckOutbound,
} from '#domain/sharing/links';
import { stopsNavigation } from '#domain/sharing/offsite';
import { useDeviceClass, useViewer } from '../../lib/viewer-context';
import { preloadAdMeasurement, trackAdClick } from '../analytics';
import { recordVisitorClickthrough } from '../visitor-state';
import { HeadsUpModal } from './lazy';
import { fetchOffsiteCheck, type OffsiteResult } from './offsite-api';
import { logClickthrough, noteRightClick } from './outbound-logging';

/** The pin an outbound link belongs to, as far as the check needs it. */
export interface OutboundPin {
  id: string;
  isPromoted: boolean;
  isDownstreamPromotion?: boolean | undefined;
  imageSignature?: string | undefined;
  domain?: string | null | undefined;
  /** spec 01 §4 P-177: a pin with a promoter never gets the interstitial */
  promoter?: unknown;
  /** for the /pin_redirect fields (P-043) */
  interest?: { urlName: string } | null | undefined;
  images?: Partial<Record<string, { url: string }>> | undefined;
  /** promoted-pin measurement (spec 01 §3 P-075, issue 15) */
  link?: string | null | undefined;
  adDestinationUrl?: string | null | undefined;
  campaignId?: string | null | undefined;
  advertiserId?: string | null | undefined;
  pinPromotionId?: string | null | undefined;
}

/** The ad fields of a pin, as measurement reads them. */
function adPin(pin: OutboundPin) {
  return {
    id: pin.id,
    isPromoted: pin.isPromoted,
    isDownstreamPromotion: pin.isDownstreamPromotion ?? false,
    adDestinationUrl: pin.adDestinationUrl ?? null,
    link: pin.link ?? null,
    campaignId: pin.campaignId ?? null,
    advertiserId: pin.advertiserId ?? null,
    pinPromotionId: pin.pinPromotionId ?? null,
  };
}

/** spec 01 §2 (P-043): the /pin_redirect address for a pin's checked link. */
function interstitialPath(pin: OutboundPin, url: string): string {
  return pinRedirectPath({
    domain: pin.domain || new URL(url).hostname.replace(/^www\./, ''),
    domainImageUrl: '',
    origin: window.location.pathname,
    pinCategory: pin.interest?.urlName ?? '',
    pinImageUrl: pin.images?.['236x']?.url ?? '',
    redirectUrl: url,
    pin: pin.id,
  });
}

/**
 * One check per pin and link for the page's life (spec 02 §5 M-276: the pre-check runs once);
 * a failed check is not kept, so the next click asks again.
 */
const checks = new Map<string, Promise<OffsiteResult>>();

function checkOnce(pinId: string, url: string): Promise<OffsiteResult> {
  const key = `${pinId} ${url}`;
  let p = checks.get(key);
  if (!p) {
    p = fetchOffsiteCheck(pinId, url).then((r) => {
      if (r.check === 'error') checks.delete(key);
      return r;
    });
    checks.set(key, p);
  }
  return p;
}

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export interface OutboundLink {
  /** spread on the anchor whose href is the target */
  linkProps: {
    onPointerEnter(): void;
    onFocus(): void;
    onClick(e: MouseEvent<HTMLAnchorElement>): void;
    onAuxClick(e: MouseEvent<HTMLAnchorElement>): void;
    onContextMenu(e: MouseEvent<HTMLAnchorElement>): void;
  };
  /** the 'Heads up!' modal, rendered next to the link */
  dialog: ReactNode;
}

/**
 * spec 01 §2, §7, spec 02 §5, §7 (issue 13): an outbound link that goes through the offsite
 * check. The check starts when a pointer or the focus reaches the link, so it is usually known
 * by the press. A press then opens the signed /offsite/ path in a new tab, or — blocked,
 * suspicious or porn — shows 'Heads up!' and opens nothing; with no answer the link opens as it
 * is (P-320). Promoted pins (not downstream promotions) skip the check (M-274). Offline, a
 * press does nothing. An empty or '#' href is ignored (M-272). New users and visitors get the
 * /pin_redirect interstitial in that tab instead, for a pin without a promoter (P-042, P-177).
 *
 * Logging (issues 13 and 15): a followed link logs the clickthrough (12, with `clickType` and
 * how it was clicked) when the check returned in time (M-211); a promoted pin's press is its
 * ad click (101), opened through the hidden measurement link where the browser has one
 * (M-368); a right-click records the target for the log sent if the page is then hidden
 * (M-236, M-237).
 */
export function useOutboundLink(
  pin: OutboundPin,
  url: string | null,
  clickType: ClickType = 'pin_link',
): OutboundLink {
  const [blocked, setBlocked] = useState<OffsiteResult | null>(null);
  const mobile = useDeviceClass() !== 'desktop';
  const viewer = useViewer();
  const visitor = !viewer.isAuth;
  const checked =
    url !== null &&
    shouldPrecheckOutbound({
      isPromoted: pin.isPromoted,
      isDownstreamPromotion: pin.isDownstreamPromotion ?? false,
      locationShowsPin: true,
      surfaceExcluded: false,
      alreadyChecked: false,
    });

  const precheck = useCallback(() => {
    // a promoted pin's press may open through the measurement link: its code comes now
    if (pin.isPromoted && !checked) void preloadAdMeasurement();
    if (checked && url && !offline()) {
      void checkOnce(pin.id, url).then((r) => {
        // the warning's code comes while the person still points at the link
        if (stopsNavigation(r.check)) void import('./HeadsUp');
      });
    }
  }, [checked, url, pin.id, pin.isPromoted]);

  const press = useCallback(
    (e: MouseEvent<HTMLAnchorElement>) => {
      const action = linkClickAction(url, {
        metaKey: e.metaKey,
        ctrlKey: e.ctrlKey,
        isOffsite: true,
      });
      if (action === 'ignore' || !url) {
        e.preventDefault();
        return;
      }
      const how = e.button === 1 ? 'middleClick' : 'leftClick';
      if (!checked) {
        // a promoted pin: the anchor opens it, unless the ad's measurement link does
        const plain = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
        if (trackAdClick(adPin(pin), { viewer, target: 'clickthrough', url, plain })) {
          e.preventDefault();
        }
        logClickthrough(pin, clickType, how, 0);
        return;
      }
      e.preventDefault();
      if (offline()) return;
      const pressedAt = performance.now();
      // a tab opened inside the press is never a blocked pop-up; it learns its address below
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      void checkOnce(pin.id, url).then((r) => {
        if (stopsNavigation(r.check)) {
          tab?.close();
          setBlocked(r);
          return;
        }
        logClickthrough(pin, clickType, how, msToNs(performance.now() - pressedAt));
        // spec 01 §3, §4: a visitor's clickthroughs are kept in their visitor state
        if (visitor) {
          recordVisitorClickthrough({
            pinId: pin.id,
            link: url,
            imageSignature: pin.imageSignature ?? '',
            domain: pin.domain || new URL(url).hostname.replace(/^www\./, ''),
          });
        }
        const interstitial =
          r.offsiteUrl !== null &&
          getsClickthroughInterstitial(
            viewer,
            { isPromoted: pin.isPromoted, hasPromoter: Boolean(pin.promoter) },
            Date.now(),
            NEW_ACCOUNT_DAYS,
          );
        const path = interstitial ? interstitialPath(pin, url) : (r.offsiteUrl ?? url);
        const to = new URL(path, window.location.href).href;
        if (tab) tab.location.replace(to);
        else window.open(to, '_blank', 'noopener,noreferrer');
      });
    },
    [checked, url, pin, visitor, viewer, clickType],
  );

  const host = (() => {
    try {
      return url ? new URL(url).host : '';
    } catch {
      return '';
    }
  })();

  return {
    linkProps: {
      onPointerEnter: precheck,
      onFocus: precheck,
      onClick: press,
      onAuxClick: (e) => {
        if (e.button === 1) press(e);
      },
      onContextMenu: () => {
        if (url) noteRightClick(viewer, { pinId: pin.id, url, clickType });
      },
    },
    dialog: blocked ? (
      <Suspense fallback={null}>
        <HeadsUpModal
          open
          onClose={() => setBlocked(null)}
          mobile={mobile}
          host={host.replace(/^www\./, '')}
          message={blocked.message}
          shown={blocked.shown}
        />
      </Suspense>
    ) : null,
  };
}
