// The parts of the feedback feature a card shows only after a hide or a report, fetched together
// as one chunk (lazy.tsx).
export { HiddenOverlay } from './HiddenOverlay';
export { ReportDialog } from './ReportDialog';
