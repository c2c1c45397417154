import { type AppLoadContext, data, redirectDocument } from 'react-router';
import { asLocale } from '#domain/i18n/locales';
import { localeCookie, queueCookie } from '#server/http/cookies';
import { setAccountLanguage } from '#server/services/accounts/language';
import { nextOf, readForm, text } from '../../lib/form.server';
import { text as say } from '../../lib/i18n.server';
import { fromService } from '../../lib/loader.server';

/**
 * Decision 064: a language choice. A signed-in person's goes on their account (settings); a
 * visitor's into a cookie (the visitor menu). The page is loaded again as a document, since its
 * catalog is read once per document load.
 */
export async function languageAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const chosen = text(form, 'locale');
  const next = nextOf(request, form);
  const { ctx } = context;
  // a signed-in person may also go back to following the browser (an empty choice)
  const locale = chosen === '' && ctx.viewer.isAuth ? '' : asLocale(chosen);
  if (locale === null) {
    return data(
      { error: say(context, 'language.unknown'), field: 'locale', fields: { locale: chosen } },
      { status: 400 },
    );
  }
  if (ctx.viewer.isAuth) await fromService(() => setAccountLanguage(ctx, locale));
  else queueCookie(ctx, localeCookie(ctx, locale));
  return redirectDocument(next);
}
