// The feedback feature's public face (issue 13): hiding and reporting a pin from its card — the
// hidden and reported overlay, the report dialog, and the hook that calls the resource API — and
// reporting a profile (decision 046).
export { reportProfile } from './feedback-api';
export { HiddenOverlay, ReportDialog } from './lazy';
export { TuneHomeFeed } from './TuneHomeFeed';
export { type PinFeedback, usePinFeedback } from './use-pin-feedback';
