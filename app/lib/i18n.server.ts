import type { AppLoadContext } from 'react-router';
import type { MessageId } from '#domain/i18n/catalogs/index';
import { directionOf, type Locale } from '#domain/i18n/locales';
import { catalogUrl, i18nOf, tr } from '#server/services/platform/i18n';

/** Decision 064: the request's own Lingui instance, for entry.server.tsx's provider. */
export function requestI18n(context: AppLoadContext) {
  return i18nOf(context.ctx);
}

/** What the root loader tells every page of its language: `<html lang dir>` and the address of its core texts. */
export function pageLanguage(context: AppLoadContext) {
  const locale = (context.ctx.locale ?? 'en') as Locale;
  return { locale, dir: directionOf(locale), catalog: catalogUrl(locale) };
}

/** One text in the request's language, for a loader's title or an action's answer. */
export function text(context: AppLoadContext, id: MessageId, values?: Record<string, unknown>) {
  return tr(context.ctx, id, values);
}
