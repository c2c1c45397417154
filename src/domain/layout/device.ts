/**
 * spec 01 §1, 02 §1 (P-006, M-005): desktop and mobile web variants exist. The device class a
 * page is rendered for: the server guesses it from the request, the browser refines it once it
 * knows its screen. Tablets are web but not desktop ("non-desktop", M-310).
 */
export type DeviceClass = 'desktop' | 'tablet' | 'mobile';

/** The client hint that says whether the browser is on a phone (Chromium sends it unasked). */
export const DEVICE_HINT_HEADER = 'Sec-CH-UA-Mobile';

const PHONE_UA = /iPhone|iPod|Windows Phone|IEMobile|Opera Mini|BlackBerry|BB10|webOS|Mobile/i;
// Android without "Mobile" is a tablet by Google's own convention; Kindle/Silk/PlayBook likewise
const TABLET_UA = /iPad|Tablet|PlayBook|Kindle|Silk|Android/i;

/**
 * The device class of a request: the `Sec-CH-UA-Mobile` client hint when present (`?1` a phone;
 * `?0` not a phone, then the user agent tells a tablet from a desktop), else the user agent
 * alone. Nothing known means desktop, the wider layout every browser can use.
 */
export function deviceClassOf(request: {
  mobileHint?: string | null | undefined;
  userAgent?: string | null | undefined;
}): DeviceClass {
  const hint = request.mobileHint?.trim();
  const ua = request.userAgent ?? '';
  if (hint === '?1') return 'mobile';
  const tablet = TABLET_UA.test(ua) && !/Android.*Mobile/i.test(ua) && !/iPhone|iPod/i.test(ua);
  if (hint === '?0') return tablet ? 'tablet' : 'desktop';
  if (tablet) return 'tablet';
  return PHONE_UA.test(ua) ? 'mobile' : 'desktop';
}

/** What a browser knows about its screen once it runs (CSS media features). */
export interface ViewportFacts {
  width: number;
  /** `(pointer: coarse)`: the primary pointer is a finger */
  coarsePointer: boolean;
  /** `(hover: hover)`: the primary pointer can hover */
  canHover: boolean;
}

/**
 * Below this width the layout is a phone's (the shell's bottom navigation starts here too), so
 * a touch screen this narrow is a phone.
 */
export const PHONE_MAX_WIDTH = 743;

/** From this width a touch screen is a tablet's even when the request said phone. */
export const TABLET_MIN_WIDTH = 1024;

/**
 * The device class after hydration:
 * - on a touch screen the server's tablet stays a tablet (split view makes it narrow), and its
 *   phone stays a phone below 1024 px (a phone turned sideways is wider than 743 px);
 * - another touch-first screen (no hover) is a phone up to 743 px and a tablet from 744 px (an
 *   iPad that says "Macintosh" is caught here);
 * - a hovering fine pointer is a desktop, however narrow its window: a mouse keeps desktop
 *   behaviours (share flyout, hover), while the CSS still lays a narrow window out as a phone's;
 * - anything else keeps the server's guess.
 */
export function refineDeviceClass(server: DeviceClass, v: ViewportFacts): DeviceClass {
  if (v.coarsePointer && !v.canHover) {
    if (server === 'tablet') return server;
    if (server === 'mobile' && v.width < TABLET_MIN_WIDTH) return server;
    return v.width <= PHONE_MAX_WIDTH ? 'mobile' : 'tablet';
  }
  if (!v.coarsePointer && v.canHover) return 'desktop';
  return server;
}

/** The spec's "desktop" (share flyout, stats button, desktop carousels, P-434 padding). */
export function isDesktop(device: DeviceClass): boolean {
  return device === 'desktop';
}
