// The closeup's parts that are no closeup's first-paint JS (issue 30's budget), in one file that
// Closeup.tsx loads with lazyRendered: the server renders them in place, and hydration keeps
// their HTML until this file arrives.
export { CloseupActions } from './CloseupActions';
export { CloseupUpsell } from './CloseupUpsell';
export { CreatorRow } from './CreatorRow';
export { DownloadCta } from './DownloadCta';
