import { createHash } from 'node:crypto';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { bundleOf, isServerOnly, TEXT_BUNDLES, type TextBundle } from '#domain/i18n/bundles';
import { CATALOGS, type MessageId } from '#domain/i18n/catalogs/index';
import { asLocale, type Locale, PSEUDO_LOCALE, SOURCE_LOCALE } from '#domain/i18n/locales';
import { pseudoText } from '#domain/i18n/pseudo';
import type { Said } from '#domain/i18n/said';

/**
 * Decision 064: the catalogs compiled once per process (they are constants of the build), and
 * one Lingui instance per request made from them, so no request can change another's language.
 * The server's instance has every text of its locale; the browser loads them in bundles
 * (`#domain/i18n/bundles`): the page's `core`, and each other bundle with the code that shows it.
 */
interface Compiled {
  /** every text of the locale, compiled: the server's instance */
  messages: Messages;
  /** what the browser fetches: each bundle's compiled messages as JSON */
  bundles: Record<TextBundle, string>;
  /** every bundle at once: what a page from before bundles asks for (`/i18n/<locale>.<hash>.json`) */
  whole: string;
  /**
   * the whole's content hash, in each bundle's address, so the browser keeps them for good; one
   * for all, so that a page knows every bundle's address from core's
   */
  hash: string;
}

const compiled = new Map<Locale, Compiled>();

function compile(locale: Locale): Compiled {
  const source = CATALOGS[locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale];
  const map = locale === PSEUDO_LOCALE ? pseudoText : undefined;
  const messages: Messages = {};
  const parts = Object.fromEntries(TEXT_BUNDLES.map((b) => [b, {}])) as Record<
    TextBundle,
    Messages
  >;
  const browser: Messages = {};
  for (const [id, text] of Object.entries(source)) {
    const message = compileMessage(text, map);
    messages[id] = message;
    if (isServerOnly(id)) continue;
    browser[id] = message;
    parts[bundleOf(id)][id] = message;
  }
  const whole = JSON.stringify(browser);
  const bundles = Object.fromEntries(
    TEXT_BUNDLES.map((b) => [b, JSON.stringify(parts[b])]),
  ) as Record<TextBundle, string>;
  const hash = createHash('sha256').update(whole).digest('base64url').slice(0, 10);
  return { messages, bundles, whole, hash };
}

/** One locale's compiled catalog (compiled on first use, then kept). */
export function compiledCatalog(locale: Locale): Compiled {
  let c = compiled.get(locale);
  if (!c) {
    c = compile(locale);
    compiled.set(locale, c);
  }
  return c;
}

/**
 * The address a page's browser loads its locale's `core` texts from (immutable: the hash names
 * the locale's texts), `/i18n/core/<locale>.<hash>.json`; each other bundle's is the same with
 * its name for `core`.
 */
export function catalogUrl(locale: Locale): string {
  return `/i18n/core/${locale}.${compiledCatalog(locale).hash}.json`;
}

/** A fresh Lingui instance in one locale. */
export function i18nFor(locale: string): I18n {
  const l = asLocale(locale) ?? SOURCE_LOCALE;
  return setupI18n({ locale: l, messages: { [l]: compiledCatalog(l).messages } });
}

const perRequest = new WeakMap<object, I18n>();

/** The request's own Lingui instance, in the language http/locale.ts chose for it. */
export function i18nOf(ctx: { locale?: string }): I18n {
  let i18n = perRequest.get(ctx);
  if (!i18n) {
    i18n = i18nFor(ctx.locale ?? SOURCE_LOCALE);
    perRequest.set(ctx, i18n);
  }
  return i18n;
}

/**
 * Whose language a text is said in: the request's ctx, or any object with a locale (a function
 * without a ctx takes one); English without one (the CLI, a job).
 */
export type Reader = { locale?: string | undefined };

/** One text in the request's language (loaders' titles, form answers, service errors). */
export function tr(ctx: Reader, id: MessageId, values?: Record<string, unknown>) {
  return i18nOf(ctx)._(id, values);
}

/** A text a rule decided (`Said`, decision 064) in the reader's language, with its name. */
export function trSaid(reader: Reader, s: Said): string {
  return tr(reader, s.id, { name: s.name, ...s.values });
}
