import { type I18n, i18n as unconfigured } from '@lingui/core';
import { createContext, Fragment, type ReactNode, useCallback, useContext } from 'react';
import type { MessageId } from '#domain/i18n/catalogs/en';
import type { Said } from '#domain/i18n/said';

/**
 * Decision 064: the page's Lingui instance, one per request on the server (entry.server.tsx) and
 * one per page in the browser (entry.client.tsx), made from the page's one catalog. Outside those
 * providers (component tests) Lingui's own instance stands in, which the unit setup fills with
 * the English source.
 */
const I18nContext = createContext<I18n>(unconfigured);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: React.ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/**
 * `t('shell.home')`: a text of the page's catalog, ICU plurals and selects filled from `values`.
 * The same function for as long as the page's instance, so an effect may list it.
 */
export function useT(): Translate {
  const i18n = useContext(I18nContext);
  return useCallback<Translate>((id, values) => i18n._(id, values), [i18n]);
}

/** The page's language (its Lingui instance's locale), for what a catalog cannot say. */
export function usePageLocale(): string {
  return useContext(I18nContext).locale;
}

/** A text a rule decided (`Said`, decision 064) in the page's language, with its name. */
export function said(t: Translate, s: Said): string {
  return t(s.id, { name: s.name, ...s.values });
}

/**
 * A text with elements in it (a link, a bold address): each of `nodes` fills the placeholder of
 * its name wherever the language puts it. `withNodes(t, 'settings.email.current', { email:
 * <strong>{email}</strong> })`.
 */
export function withNodes(
  t: Translate,
  id: MessageId,
  nodes: Record<string, ReactNode>,
  values: Record<string, unknown> = {},
): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(nodes).map((k) => [k, `\u0000${k}\u0000`]));
  return t(id, { ...values, ...marks })
    .split('\u0000')
    .map((part, i) => (i % 2 === 1 ? <Fragment key={part}>{nodes[part]}</Fragment> : part));
}
