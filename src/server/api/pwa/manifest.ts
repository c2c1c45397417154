import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { asLocale, directionOf, SOURCE_LOCALE } from '#domain/i18n/locales';
import {
  type AppIconPurpose,
  type AppIconSize,
  parseAppIconName,
  webAppManifest,
} from '#domain/pwa/manifest';
import { SW_TEXTS_PATH, swTexts } from '#domain/pwa/sw-texts';
import type { Ctx } from '../../context.ts';
import { loadInstanceSettings } from '../../services/instance/settings.ts';
import { tr } from '../../services/platform/i18n.ts';

// Tessera's mark (public/favicon.svg): four tiles on a red disc. The maskable icon fills the
// whole square with red so a launcher may cut any shape; the tiles stay inside its safe circle
// (radius 40%: the tiles' far corners are at 35%).
const TILES =
  '<g fill="#fff"><rect x="8" y="8" width="7" height="9" rx="2"/><rect x="17" y="8" width="7" height="6" rx="2"/><rect x="8" y="19" width="7" height="5" rx="2"/><rect x="17" y="16" width="7" height="8" rx="2"/></g>';
const MARK: Record<AppIconPurpose, string> = {
  any: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="16" fill="#e60023"/>${TILES}</svg>`,
  maskable: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#e60023"/>${TILES}</svg>`,
};

const rendered = new Map<string, Promise<Buffer>>();

/** An icon as PNG, drawn once per process. */
function iconPng(size: AppIconSize, purpose: AppIconPurpose): Promise<Buffer> {
  const key = `${size}-${purpose}`;
  let png = rendered.get(key);
  if (!png) {
    png = sharp(Buffer.from(MARK[purpose]), { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toBuffer();
    png.catch(() => rendered.delete(key));
    rendered.set(key, png);
  }
  return png;
}

/**
 * Decision 062: `/manifest.webmanifest`, named after the instance (decision 056), and the app
 * icons it lists. The manifest is read again on every visit (`no-cache`) so a renamed instance
 * shows its new name; the icons never change.
 */
export function manifestRoutes(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.get('/manifest.webmanifest', async (req, reply) => {
      const ctx = getCtx(req);
      const settings = await loadInstanceSettings(ctx.db);
      const lang = ctx.locale ?? SOURCE_LOCALE;
      const manifest = webAppManifest(
        { name: settings.name, description: settings.description },
        (id) => tr(ctx, id),
        { lang, dir: directionOf(lang) },
      );
      return reply
        .header('content-type', 'application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Cookie')
        .send(JSON.stringify(manifest));
    });
    // decision 065: the service worker's texts in one language (`?lang=`, else the request's)
    app.get<{ Querystring: { lang?: string } }>(SW_TEXTS_PATH, async (req, reply) => {
      const lang = asLocale(req.query.lang) ?? getCtx(req).locale ?? SOURCE_LOCALE;
      const reader = { locale: lang };
      const texts = swTexts((id, values) => tr(reader, id, values), {
        lang,
        dir: directionOf(lang),
      });
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Cookie')
        .send(JSON.stringify(texts));
    });
    app.get<{ Params: { name: string } }>('/app-icon/:name', async (req, reply) => {
      const icon = parseAppIconName(req.params.name);
      if (!icon) {
        return reply
          .status(404)
          .header('content-type', 'text/plain; charset=utf-8')
          .send('Not found');
      }
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(await iconPng(icon.size, icon.purpose));
    });
  };
}
