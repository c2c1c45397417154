import { isReservedUsername, isValidUsername, parsePinIdParam } from '../catalogue/routes.ts';
import { escapeHtml } from '../formatting/html.ts';
import { THEME_COLOR } from '../layout/theme.ts';
import type { PageLanguage } from './share-target.ts';

/**
 * Decision 062: what the service worker keeps for offline use, and the page it shows when a page
 * can be reached neither through the network nor from what it kept.
 */

/** Pages kept to open again offline (the newest win); with their data for in-app navigation. */
export const OFFLINE_PAGES_MAX = 40;
/** Pictures kept (stale-while-revalidate): a few screens of grid and the pages kept. */
export const OFFLINE_IMAGES_MAX = 300;
/** Page code fetched after the shell (route chunks), kept so kept pages hydrate offline. */
export const OFFLINE_CODE_MAX = 200;

export type OfflineKind = 'pin' | 'board';

/**
 * Which pages open again offline: a pin closeup `/pin/{id}/` and a board `/{user}/{board}/`,
 * and their React Router data (`….data`). Any other page (settings, search…) is not kept.
 */
export function offlineKindOf(pathname: string): OfflineKind | null {
  const path = pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  const parts = path.split('/').filter(Boolean);
  if (parts.length !== 2) return null;
  const [first = '', second = ''] = parts;
  if (first === 'pin') return parsePinIdParam(second) ? 'pin' : null;
  let user: string;
  try {
    user = decodeURIComponent(first);
  } catch {
    return null;
  }
  if (!isValidUsername(user) || isReservedUsername(user)) return null;
  return 'board';
}

export interface OfflineEntry {
  url: string;
  title: string;
  kind: OfflineKind;
}

/** A kept page's title from its HTML, without the instance name's suffix. */
export function titleOfHtml(html: string): string {
  const m = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const raw = (m?.[1] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
  return raw.replace(/\s+[|·–-]\s+[^|·–-]+$/, '').trim();
}

/**
 * The offline page's words in the person's language (decision 064): the worker keeps the texts
 * of the language of the last page it served (`sw-texts.ts`).
 */
export interface OfflineWords extends PageLanguage {
  title: string;
  lead: string;
  none: string;
  pins: string;
  boards: string;
  untitledPin: string;
  untitledBoard: string;
  retry: string;
}

function list(heading: string, entries: OfflineEntry[], untitled: string): string {
  if (entries.length === 0) return '';
  const items = entries
    .map((e) => `<li><a href="${escapeHtml(e.url)}">${escapeHtml(e.title || untitled)}</a></li>`)
    .join('');
  return `<h2>${escapeHtml(heading)}</h2><ul>${items}</ul>`;
}

/**
 * The offline page: what is kept, pins then boards, newest first. Plain HTML, no script, so it
 * works with nothing loaded; light or dark after the system, as the theme's "system" choice.
 */
export function offlinePageHtml(entries: OfflineEntry[], t: OfflineWords): string {
  const pins = entries.filter((e) => e.kind === 'pin');
  const boards = entries.filter((e) => e.kind === 'board');
  const body =
    entries.length === 0
      ? `<p>${escapeHtml(t.none)}</p>`
      : `<p>${escapeHtml(t.lead)}</p>${list(t.pins, pins, t.untitledPin)}${list(t.boards, boards, t.untitledBoard)}`;
  return `<!doctype html><html lang="${escapeHtml(t.lang)}" dir="${t.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title><style>
:root{color-scheme:light dark;--bg:${THEME_COLOR.light};--fg:#111;--muted:#5f5f5f;--line:#e9e9e9;--chip:#efefef}
@media (prefers-color-scheme:dark){:root{--bg:${THEME_COLOR.dark};--fg:#f1f1f1;--muted:#b5b5b5;--line:#333;--chip:#2b2b2b}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;line-height:1.4}
main{max-width:640px;margin:0 auto;padding:48px 16px}h1{font-size:28px;margin:0 0 8px}h2{font-size:16px;margin:24px 0 8px}p{color:var(--muted);margin:0 0 16px}
ul{list-style:none;margin:0;padding:0;border-top:1px solid var(--line)}li{border-bottom:1px solid var(--line)}
li a{display:block;padding:12px 4px;color:inherit;text-decoration:none;font-weight:600;overflow-wrap:anywhere}li a:hover,li a:focus-visible{text-decoration:underline}
a:focus-visible{outline:2px solid #0074e8;outline-offset:2px;border-radius:8px}
.retry{display:inline-block;margin-top:24px;padding:12px 16px;border-radius:24px;background:var(--chip);color:inherit;font-weight:600;text-decoration:none}
</style></head><body><main><h1>${escapeHtml(t.title)}</h1>${body}<a class="retry" href="">${escapeHtml(t.retry)}</a></main></body></html>`;
}
