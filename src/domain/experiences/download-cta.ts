/**
 * The download call-to-action experiment (spec 01 §6 P-274: download call-to-action experiments
 * apply only to logged-out non-bot users; issue 13). A visitor in the `enabled` group sees a
 * Download button on the closeup's image; the `control` group downloads from the "…" menu only.
 * Both paths count toward the logged-out download limit (P-219, P-220) and log event 82 with the
 * group, so the two can be compared in the raw events.
 *
 * A visitor's group comes from a random seed their browser keeps (no account, no server state):
 * FNV-1a of `{experiment}:{seed}` into 100 buckets, the first ENABLED_PERCENT of them enabled.
 * Group names follow the usual convention: `enabled` is on.
 */

export const DOWNLOAD_CTA_EXPERIMENT = 'web_unauth_download_cta';
export const DOWNLOAD_CTA_GROUPS = ['control', 'enabled'] as const;
export type DownloadCtaGroup = (typeof DOWNLOAD_CTA_GROUPS)[number];

/** Share of eligible visitors in the enabled group, in percent (0 switches the experiment off). */
export const DOWNLOAD_CTA_ENABLED_PERCENT = 50;

/** spec 01 §6 (P-274): only logged-out viewers who are not bots take part. */
export function downloadCtaApplies(viewer: { isAuth: boolean; isBot: boolean }): boolean {
  return !viewer.isAuth && !viewer.isBot;
}

/** A seed's bucket, 0..99, for one experiment (32-bit FNV-1a; stable across browsers and servers). */
export function experimentBucket(seed: string, experiment: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${experiment}:${seed}`) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 100;
}

/**
 * The viewer's group, or null when they do not take part (signed in, a bot, or a browser that
 * keeps no seed, so their group could not stay the same from one page to the next).
 */
export function downloadCtaGroup(
  viewer: { isAuth: boolean; isBot: boolean },
  seed: string | null,
  enabledPercent = DOWNLOAD_CTA_ENABLED_PERCENT,
): DownloadCtaGroup | null {
  if (!downloadCtaApplies(viewer) || !seed) return null;
  return experimentBucket(seed, DOWNLOAD_CTA_EXPERIMENT) < enabledPercent ? 'enabled' : 'control';
}
