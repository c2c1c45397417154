// The analytics feature's public face: features above it (pins, feed, closeup, sharing,
// outbound …), the shell and the routes import only this (decision 008).
// Event numbers and names: import values from '#domain/analytics/analytics-events' (or the re-exports
// below), never from '#domain/analytics/analytics', whose batch schema pulls zod into the page's JS.
export {
  EVENT,
  IMPRESSION_EVENT,
  PIN_ELEMENT,
  SHARE_COMPONENT,
} from '#domain/analytics/analytics-events';
// the pin analytics page and the creator overview (issue 15): only routes render them
export { AnalyticsOverview } from './AnalyticsOverview';
export { AnalyticsTracker } from './AnalyticsTracker';
// promoted-pin measurement (issue 15): the ad click, the hidden-link and view sources
export { preloadAdMeasurement, trackAdClick, useAdView } from './ads';
export { PinAnalytics } from './PinAnalytics';
export { logRepin, pinAux, pinImpression } from './pin-events';
export type { ImpressionInfo } from './registry';
export { logEvent } from './tracker';
export { useCloseupNavigation } from './use-closeup-navigation';
export { useImpression } from './use-impression';
