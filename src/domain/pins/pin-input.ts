/**
 * What a person may type into a pin (decision 006, spec 01 §7 PinResource create/update):
 * title ≤ 100, description ≤ 500, alt text ≤ 500 characters; the destination link http or
 * https only, its domain shown in the visit-site label.
 */
import type { MessageId } from '../i18n/catalogs/en.ts';
import type { Said } from '../i18n/said.ts';
import { domainOf, isSafeHttpUrl } from '../sharing/links.ts';

export const PIN_LIMITS = { title: 100, description: 500, altText: 500, link: 2048 } as const;

export type PinTextField = 'title' | 'description' | 'altText';

const TOO_LONG: Record<PinTextField, MessageId> = {
  title: 'errors.pins.titleTooLong',
  description: 'errors.pins.descriptionTooLong',
  altText: 'errors.pins.altTextTooLong',
};

/** Characters as people count them (code points, so an emoji is one). */
export function pinTextLength(text: string): number {
  return [...text].length;
}

/**
 * A readable message when `text` is over its field's limit, else null; said in the request's
 * language by the service (decision 064).
 */
export function pinTextProblem(field: PinTextField, text: string): Said | null {
  const max = PIN_LIMITS[field];
  return pinTextLength(text) > max ? { id: TOO_LONG[field], values: { max } } : null;
}

export type LinkCheck =
  | { ok: true; link: string | null; domain: string | null }
  | { ok: false; message: Said };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The destination link as stored: empty means none; a bare 'example.com/page' gets https://;
 * any other scheme (javascript:, data:, file:, ftp: …), a url with credentials or without a
 * dotted host is refused.
 */
export function checkPinLink(raw: string | null | undefined): LinkCheck {
  const value = (raw ?? '').trim();
  if (value === '') return { ok: true, link: null, domain: null };
  if (value.length > PIN_LIMITS.link) {
    return {
      ok: false,
      message: { id: 'errors.pins.linkTooLong', values: { max: PIN_LIMITS.link } },
    };
  }
  const bad: LinkCheck = { ok: false, message: { id: 'errors.pins.linkNotWeb' } };
  // protocol-relative '//host' would take the page's scheme; refuse rather than guess
  if (value.startsWith('/')) return bad;
  const withScheme = SCHEME.test(value) && !/^[^:/]+:\d/.test(value) ? value : `https://${value}`;
  if (!isSafeHttpUrl(withScheme)) return bad;
  const url = new URL(withScheme);
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return bad;
  return { ok: true, link: url.toString(), domain: domainOf(url.toString()) };
}
