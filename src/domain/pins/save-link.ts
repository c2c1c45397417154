/**
 * Issue 35: the save link sites already use for Pinterest's button,
 * `/pin/create/button/?url=&media=&description=`, opens the pin builder with the picture, the
 * page and the description filled in. What a site puts there is the site's word, not the
 * person's: a picture address that is not http(s) is no picture, a page that is not a link a pin
 * may carry is left out, and a description longer than a pin's is cut to fit.
 */
import type { MessageId } from '../i18n/catalogs/en.ts';
import { checkPinLink, PIN_LIMITS } from './pin-input.ts';

export interface SaveLinkPrefill {
  /** the picture's address, fetched by the server as "Save from a web address" does */
  media: string | null;
  /** the page the picture came from: the pin's destination link */
  link: string;
  description: string;
  /**
   * what to tell the person when the site gave no picture Tessera can fetch (its id, said in the
   * page's language, decision 064), else null
   */
  problem: MessageId | null;
}

const HTTP = /^https?:\/\//i;

function pictureAddress(raw: string | null): string | null {
  const value = raw?.trim() ?? '';
  if (!value || value.length > PIN_LIMITS.link || !HTTP.test(value)) return null;
  const url = URL.parse(value);
  if (!url || url.username || url.password) return null;
  return url.href;
}

function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : text;
}

/** The builder's first draft from the save link's query, or null when it carries nothing. */
export function saveLinkPrefill(query: URLSearchParams): SaveLinkPrefill | null {
  const rawMedia = query.get('media');
  const rawUrl = query.get('url');
  const rawDescription = query.get('description');
  if (!rawMedia && !rawUrl && !rawDescription) return null;
  const media = pictureAddress(rawMedia);
  const page = checkPinLink(rawUrl?.trim().slice(0, PIN_LIMITS.link + 1));
  return {
    media,
    link: page.ok && page.link ? page.link : '',
    description: cut((rawDescription ?? '').trim(), PIN_LIMITS.description),
    problem: media ? null : 'builder.noPictureFromSite',
  };
}
