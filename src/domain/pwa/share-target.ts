import { escapeHtml } from '../formatting/html.ts';
import type { MessageId } from '../i18n/catalogs/en.ts';
import { checkPinLink, PIN_LIMITS } from '../pins/pin-input.ts';

/**
 * Decision 065: Tessera as a Web Share Target. The phone's share sheet POSTs pictures (and a
 * link or text) as multipart to SHARE_TARGET_PATH; the server stores the pictures and sends the
 * person to the pin builder with them as drafts, their fields filled from the shared text.
 */
export const SHARE_TARGET_PATH = '/share-target/';

/** Pictures shared at once; more are refused, not cut. */
export const SHARED_PICTURES_MAX = 10;

/** The multipart fields the manifest asks the share sheet for. */
export const SHARE_FIELDS = { title: 'title', text: 'text', url: 'url', files: 'media' } as const;

/** The manifest's `share_target` member. */
export function shareTargetEntry() {
  return {
    action: SHARE_TARGET_PATH,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: SHARE_FIELDS.title,
      text: SHARE_FIELDS.text,
      url: SHARE_FIELDS.url,
      files: [
        {
          name: SHARE_FIELDS.files,
          accept: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
        },
      ],
    },
  };
}

/** Why a shared picture was not stored: codes in the builder's address, texts in the catalogs. */
export type SharedPictureProblem = 'not_an_image' | 'too_large' | 'empty';

const PROBLEM_TEXT: Record<SharedPictureProblem, MessageId> = {
  not_an_image: 'builder.shareProblem.notAnImage',
  too_large: 'builder.shareProblem.tooLarge',
  empty: 'builder.shareProblem.empty',
};

/** The language a page the server or the worker writes itself is in: `<html lang dir>`. */
export interface PageLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The words of the page a share that cannot open the builder answers with, in the person's
 * language (decision 064): the server's `tr`, or the texts the worker keeps (`sw-texts.ts`).
 */
export interface ShareProblemWords extends PageLanguage {
  problemTitle: string;
  openBuilder: string;
  tooMany: string;
  malformed: string;
}

/** A picture the server stored, as the builder's draft needs it. */
export interface SharedPicture {
  imageSignature: string;
  width: number;
  height: number;
  dominantColor: string;
}

/** What the builder opens with after a share. */
export interface SharePrefill {
  pictures: SharedPicture[];
  /** what the page says of each file that was not stored (decision 064: the builder's ids) */
  problems: MessageId[];
  title: string;
  description: string;
  link: string;
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/i;

function cut(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : chars.join('');
}

/**
 * The shared title, text and link as a pin's fields. Many apps share a link inside the text
 * (Android's share sheet mostly does): with no `url` field, the text's first web address is the
 * link and leaves the description.
 */
export function sharedFields(given: { title?: string; text?: string; url?: string }): {
  title: string;
  description: string;
  link: string;
} {
  let text = (given.text ?? '').trim();
  let rawLink = (given.url ?? '').trim();
  if (!rawLink) {
    const found = URL_IN_TEXT.exec(text);
    if (found) {
      rawLink = found[0];
      text = `${text.slice(0, found.index)} ${text.slice(found.index + found[0].length)}`
        .replace(/\s+/g, ' ')
        .trim();
    }
  }
  const checked = checkPinLink(rawLink.slice(0, PIN_LIMITS.link + 1));
  return {
    title: cut(given.title ?? '', PIN_LIMITS.title),
    description: cut(text, PIN_LIMITS.description),
    link: checked.ok && checked.link ? checked.link : '',
  };
}

const PICTURE = /^([0-9a-f]{32})~(\d{1,5})~(\d{1,5})~([0-9a-f]{6})$/;

/** The builder's address after a share: the stored pictures, the problems, the fields. */
export function shareBuilderPath(share: {
  pictures: readonly SharedPicture[];
  problems: readonly SharedPictureProblem[];
  title: string;
  description: string;
  link: string;
}): string {
  const q = new URLSearchParams({ shared: '1' });
  for (const p of share.pictures) {
    q.append('pic', `${p.imageSignature}~${p.width}~${p.height}~${p.dominantColor.slice(1)}`);
  }
  for (const p of share.problems) q.append('bad', p);
  if (share.title) q.set('title', share.title);
  if (share.description) q.set('description', share.description);
  if (share.link) q.set('url', share.link);
  return `/pin-builder/?${q.toString()}`;
}

/**
 * The builder's address read back, or null when it is not a share. Anyone can write such an
 * address, so it is read as the person's own input: pictures must look like stored signatures
 * (PinResource create checks they exist), problems are codes whose texts are ours, and the
 * fields are cut and checked as a pin's.
 */
export function sharePrefill(query: URLSearchParams): SharePrefill | null {
  if (query.get('shared') !== '1') return null;
  const pictures: SharedPicture[] = [];
  for (const raw of query.getAll('pic').slice(0, SHARED_PICTURES_MAX)) {
    const m = PICTURE.exec(raw);
    if (!m) continue;
    pictures.push({
      imageSignature: m[1] as string,
      width: Number(m[2]),
      height: Number(m[3]),
      dominantColor: `#${m[4]}`,
    });
  }
  const problems = query
    .getAll('bad')
    .slice(0, SHARED_PICTURES_MAX)
    .flatMap((code) => (code in PROBLEM_TEXT ? [PROBLEM_TEXT[code as SharedPictureProblem]] : []));
  const fields = sharedFields({
    title: query.get('title') ?? '',
    text: query.get('description') ?? '',
    url: query.get('url') ?? '',
  });
  return { pictures, problems, ...fields };
}

/**
 * A page about a share that the server or the service worker answers with instead of the app's
 * own (too many pictures, a body that is not a share, a share kept offline): plain HTML that
 * follows the system's light or dark, with a way on.
 */
export function sharePageHtml(
  page: PageLanguage & {
    title: string;
    message: string;
    role: 'status' | 'alert';
    link: { href: string; label: string };
  },
): string {
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}" dir="${page.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · Tessera</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:48px 24px;max-width:560px;margin-inline:auto;line-height:1.5}
h1{font-size:28px;margin:0 0 12px}a{display:inline-block;margin-top:16px;padding:12px 16px;border-radius:24px;background:#e60023;color:#fff;text-decoration:none;font-weight:600}</style>
</head><body><main><h1>${escapeHtml(page.title)}</h1><p role="${page.role}">${escapeHtml(page.message)}</p>
<a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.label)}</a></main></body></html>`;
}

/** The page a share that cannot open the builder answers with (too many pictures, not a share). */
export function shareProblemPageHtml(message: string, words: ShareProblemWords): string {
  return sharePageHtml({
    lang: words.lang,
    dir: words.dir,
    title: words.problemTitle,
    message,
    role: 'alert',
    link: { href: '/pin-builder/', label: words.openBuilder },
  });
}
