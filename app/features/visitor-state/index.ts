// The visitor-state feature's public face: other features, the shell and the routes import only this (decision 008).
export { experimentSeed } from './experiment-seed';
export { useRecordVisitorCloseup, useRecordVisitorPageLoad } from './use-visitor-state';
export { VisitorUpsell } from './VisitorUpsell';
export {
  clearVisitorSavedPins,
  clearVisitorSearches,
  readVisitorState,
  recordVisitorClickthrough,
  recordVisitorDownload,
  recordVisitorSave,
  recordVisitorSearch,
  removeVisitorSearch,
} from './visitor-state';
