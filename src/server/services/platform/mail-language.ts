import { escapeHtml } from '#domain/formatting/html';
import type { MessageId } from '#domain/i18n/catalogs/index';
import {
  directionOf,
  isShippedLocale,
  type ShippedLocale,
  SOURCE_LOCALE,
} from '#domain/i18n/locales';
import { i18nFor } from './i18n.ts';

/**
 * Decision 064: every mail is written in its recipient's language, not the request's (the
 * request may be someone else's: an administrator deciding, a stranger typing an address).
 */

/** One text in a mail's language. */
export type Say = (id: MessageId, values?: Record<string, unknown>) => string;

/**
 * The language to write to a person in: their account's (`users.locale`) when they chose one,
 * else the instance's default language (issue 37's setting, `defaultLanguage`), else English.
 * Never the pseudo-locale: it is a developer's check of pages, not a language to mail in.
 */
export function mailLocale(
  account: string | null | undefined,
  instanceDefault: string | null | undefined,
): ShippedLocale {
  for (const tag of [account, instanceDefault]) {
    if (tag && isShippedLocale(tag)) return tag;
  }
  return SOURCE_LOCALE;
}

/** A mail's language and the way to say its texts in it. */
export interface MailWriter {
  locale: ShippedLocale;
  say: Say;
}

export function mailWriter(locale: ShippedLocale): MailWriter {
  const i18n = i18nFor(locale);
  return { locale, say: (id, values) => i18n._(id, values) };
}

/** A mail's paragraph: a text, or a link (its address alone in the text part). */
export type MailBlock = string | { text: string; href: string };

/** What a mail says, in one language: spread into queueMail's input with its `to`. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  locale: ShippedLocale;
}

/**
 * A mail of paragraphs: in the text part one after the other, a blank line between, a link as
 * its address; in the HTML part a `<p>` each, every text escaped whole (values and all, since
 * no catalog text holds markup), a link as a link.
 */
export function composeMail(
  w: MailWriter,
  subject: string,
  blocks: readonly MailBlock[],
): ComposedMail {
  const text = blocks.map((b) => (typeof b === 'string' ? b : b.href)).join('\n\n');
  const html = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b)}</p>`
        : `<p><a href="${escapeHtml(b.href)}">${escapeHtml(b.text)}</a></p>`,
    )
    .join('');
  return { subject, text: `${text}\n`, html, locale: w.locale };
}

/**
 * A mail's HTML part as a document that says its language: `<html lang dir>`, right to left
 * for Arabic, so a mail client lays it out (and reads it aloud) as the language it is in.
 */
export function mailDocument(body: string, locale: string | undefined): string {
  const lang = locale && isShippedLocale(locale) ? locale : SOURCE_LOCALE;
  if (/^\s*(<!doctype|<html)/i.test(body)) return body;
  return `<!DOCTYPE html><html lang="${lang}" dir="${directionOf(lang)}"><head><meta charset="utf-8"></head><body>${body}</body></html>`;
}
