import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  formattingLanguage,
  isOwnLocale,
  LOCALE_COOKIE,
  type Locale,
  resolveLocale,
} from '#domain/i18n/locales';
import type { Ctx } from '../context.ts';
import { loadInstanceSettings } from '../services/instance/settings.ts';
import type { Reader } from '../services/platform/i18n.ts';
import { needsViewer } from './session.ts';

/**
 * Decision 064: the language a request is answered in, chosen after the session is known: the
 * account's choice, else the visitor's cookie, else Accept-Language, else the instance's
 * default. The response cache's key includes it (http/response-cache.ts, `slotOf`).
 */
const chosen = new WeakMap<FastifyRequest, Locale>();

/**
 * The language the locale hook chose for a request, for what answers it without its ctx (the
 * API's error and not-found handlers); English when the hook did not run (or failed).
 */
export function requestLocale(req: FastifyRequest): Reader {
  return { locale: chosen.get(req) };
}

export function installLocale(app: FastifyInstance, ctxOf: (req: FastifyRequest) => Ctx): void {
  app.addHook('onRequest', async (req) => {
    if (!needsViewer(req.url)) return;
    const ctx = ctxOf(req);
    const { locale, language } = await localeOf(
      ctx.db,
      ctx.accountLocale ?? null,
      req.cookies ?? {},
      req.headers,
      ctx.viewer.language,
    );
    ctx.locale = locale;
    chosen.set(req, locale);
    if (language !== ctx.viewer.language) ctx.viewer = { ...ctx.viewer, language };
  });
}

/**
 * The language of one request, from what the framework's hook and the server's first look
 * (http/page-first-look.ts, decision 066) both know: so a kept page is found under the key it
 * was kept under. `language` is what its numbers and dates are formatted in (the viewer's,
 * issue 38), from `browser`, the viewer's language of Accept-Language.
 */
export async function localeOf(
  db: Ctx['db'],
  account: string | null,
  cookies: Record<string, string | undefined>,
  headers: Record<string, string | string[] | undefined>,
  browser: string,
): Promise<{ locale: Locale; language: string }> {
  const settings = await loadInstanceSettings(db);
  const sources = {
    account,
    cookie: cookies[LOCALE_COOKIE],
    acceptLanguage: first(headers['accept-language']),
    instanceDefault: settings.defaultLanguage,
  };
  const locale = resolveLocale(sources);
  return { locale, language: formattingLanguage(browser, locale, isOwnLocale(sources)) };
}

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
