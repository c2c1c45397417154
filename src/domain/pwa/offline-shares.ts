import { type PageLanguage, SHARED_PICTURES_MAX, sharePageHtml } from './share-target.ts';

/**
 * Issue 38: pictures shared from the phone while it is offline. The service worker keeps the
 * share on the device (IndexedDB) and answers with a page that says so; once the phone is online
 * again it uploads each kept share once, and the person is told, with a way to the pin builder
 * holding the pictures. These are the rules both sides read: the limits, the texts, the messages
 * between the worker and the page, and the kept page.
 */

/** Shares kept on one device at a time; one more is refused with a page that says why. */
export const KEPT_SHARES_MAX = 20;

/** The background sync tag the worker registers when it keeps a share. */
export const KEPT_SHARES_SYNC = 'tessera-kept-shares';

/** The tag of the notification an uploaded share is told in, before the share's id. */
export const KEPT_SHARE_TAG = 'kept-share-';

/** The messages between the pages and the worker. */
export const KEPT_SHARE_MESSAGE = {
  /** page → worker: upload what is kept now (a page loaded, the browser came online) */
  send: 'SEND_KEPT_SHARES',
  /** worker → page: these shares are uploaded and wait to be opened */
  ready: 'KEPT_SHARES_READY',
  /** page → worker: the person opened this one; it is done */
  opened: 'KEPT_SHARE_OPENED',
} as const;

/** A kept share after its upload: the builder's address that holds its pictures. */
export interface UploadedShare {
  id: string;
  /** the pin builder's address from the server's answer (shareBuilderPath); null: refused */
  builderPath: string | null;
  pictures: number;
  /** why the server refused it (its own words: too many pictures, one too big) */
  problem?: string;
}

/**
 * The kept page's words in the person's language (decision 064: the texts the worker keeps,
 * `sw-texts.ts`); `lead` is said for each picture count, 0 (a link or text only) to
 * SHARED_PICTURES_MAX, since the worker has no plural rules of its own.
 */
export interface KeptShareWords extends PageLanguage {
  title: string;
  notKeptTitle: string;
  full: string;
  noRoom: string;
  open: string;
  lead: readonly string[];
}

/** One text of a list said for each count 0 … SHARED_PICTURES_MAX (the last for more). */
export function byCount(list: readonly string[], n: number): string {
  return list[Math.max(0, Math.min(n, list.length - 1))] ?? '';
}

/**
 * The worker's message read as the page's input: only builder addresses of shares (a path of
 * this site), at most a handful, each once.
 */
export function readUploadedShares(data: unknown): UploadedShare[] {
  if (typeof data !== 'object' || data === null) return [];
  const msg = data as { type?: unknown; shares?: unknown };
  if (msg.type !== KEPT_SHARE_MESSAGE.ready || !Array.isArray(msg.shares)) return [];
  const seen = new Set<string>();
  const out: UploadedShare[] = [];
  for (const s of msg.shares.slice(0, KEPT_SHARES_MAX)) {
    const { id, builderPath, pictures: n, problem } = (s ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string' || !id || id.length > 64 || seen.has(id)) continue;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > SHARED_PICTURES_MAX) continue;
    if (typeof builderPath === 'string' && isSharedBuilderPath(builderPath)) {
      out.push({ id, builderPath, pictures: n });
    } else if (builderPath === null && typeof problem === 'string' && problem) {
      out.push({ id, builderPath: null, pictures: n, problem: problem.slice(0, 300) });
    } else {
      continue;
    }
    seen.add(id);
  }
  return out;
}

/** A pin builder address made for a share, on this site. */
export function isSharedBuilderPath(path: string): boolean {
  return path.startsWith('/pin-builder/?shared=1') && !path.includes('//') && path.length <= 4096;
}

/** The page the worker answers a share with while offline (the worker has none of the app's code). */
export function keptSharePageHtml(pictureCount: number, words: KeptShareWords): string {
  return sharePageHtml({
    lang: words.lang,
    dir: words.dir,
    title: words.title,
    message: byCount(words.lead, pictureCount),
    role: 'status',
    link: { href: '/', label: words.open },
  });
}

/** The worker's answer when it cannot keep a share: KEPT_SHARES_MAX kept already, or no room. */
export function notKeptPageHtml(why: 'full' | 'no_room', words: KeptShareWords): string {
  return sharePageHtml({
    lang: words.lang,
    dir: words.dir,
    title: words.notKeptTitle,
    message: why === 'full' ? words.full : words.noRoom,
    role: 'alert',
    link: { href: '/', label: words.open },
  });
}
