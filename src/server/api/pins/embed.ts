import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parsePinIdParam } from '#domain/catalogue/routes';
import { escapeHtml } from '#domain/formatting/html';
import { directionOf } from '#domain/i18n/locales';
import { EMBED_WIDTH } from '#domain/sharing/share';
import type { Ctx } from '../../context.ts';
import { badRequest, isAppError } from '../../errors.ts';
import { tr } from '../../services/platform/i18n.ts';
import { oembedFor, type PinEmbed, pinEmbed } from '../../services/sharing/embed.ts';

/** Another site frames the embed; it runs no script and loads only our images. */
const EMBED_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors *";

function embedHtml(ctx: Ctx, e: PinEmbed): string {
  const lang = ctx.locale ?? 'en';
  const img = e.image
    ? `<img src="${escapeHtml(e.image.url)}" width="${e.image.width}" height="${e.image.height}" alt="${escapeHtml(e.image.alt)}" style="background:${escapeHtml(e.dominantColor)}">`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${directionOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(e.title)} · Tessera</title><meta name="robots" content="noindex">
<style>
*{box-sizing:border-box}html,body{margin:0}
body{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#111;background:#fff}
a{color:inherit;text-decoration:none}
.card{display:block;max-width:${EMBED_WIDTH}px;border-radius:16px;overflow:hidden;border:1px solid #e9e9e9}
.card img{display:block;width:100%;height:auto}
.foot{padding:12px 14px;display:grid;gap:4px}
.title{font-weight:600;font-size:16px;line-height:1.3;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.by{font-size:14px;color:#5f5f5f}
.brand{font-size:13px;font-weight:700;color:#e60023}
@media (prefers-color-scheme: dark){body{background:#111;color:#f1f1f1}.card{border-color:#333}.by{color:#b5b5b5}}
</style></head>
<body><a class="card" href="${escapeHtml(e.pinUrl)}" target="_blank" rel="noopener">${img}
<span class="foot"><span class="title">${escapeHtml(e.title)}</span><span class="by">${escapeHtml(e.pinnerName)}</span><span class="brand">${escapeHtml(tr(ctx, 'server.embed.viewOn'))}</span></span></a></body></html>`;
}

function embedError(ctx: Ctx, reply: FastifyReply, status: number) {
  const lang = ctx.locale ?? 'en';
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', EMBED_CSP)
    .removeHeader('x-frame-options')
    .send(
      `<!doctype html><html lang="${escapeHtml(lang)}" dir="${directionOf(lang)}"><head><meta charset="utf-8"><title>Tessera</title></head><body style="font-family:system-ui,sans-serif;margin:16px;color:#5f5f5f">${escapeHtml(tr(ctx, 'server.embed.unavailable'))}</body></html>`,
    );
}

/**
 * Issue 13: `/embed/pin/{id}/`, the pin card another site frames ('Get Pin embed code'), and
 * `/oembed.json?url=…`, so a pasted pin link unfurls as that card in apps that speak oEmbed.
 */
export function embedRoutes(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { id: string } }>('/embed/pin/:id/', async (req, reply) => {
      const ctx = getCtx(req);
      const id = parsePinIdParam(req.params.id);
      if (!id) return embedError(ctx, reply, 404);
      try {
        const e = await pinEmbed(ctx, Number(id));
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-security-policy', EMBED_CSP)
          .header('cache-control', 'public, max-age=300')
          .header('vary', 'Accept-Language, Cookie')
          .removeHeader('x-frame-options')
          .send(embedHtml(ctx, e));
      } catch (err) {
        if (isAppError(err) && err.httpStatus === 404) {
          return embedError(ctx, reply, 404);
        }
        throw err;
      }
    });

    app.get<{ Querystring: Record<string, unknown> }>('/oembed.json', async (req, reply) => {
      const ctx = getCtx(req);
      const url = req.query.url;
      if (typeof url !== 'string' || url === '' || url.length > 2048) {
        throw badRequest(tr(ctx, 'errors.sharing.notAPinUrl'));
      }
      if (req.query.format !== undefined && req.query.format !== 'json') {
        // oEmbed says 501 for a format the provider lacks; Tessera answers bad input with a 4xx
        throw badRequest(tr(ctx, 'errors.pins.onlyJson'));
      }
      const answer = await oembedFor(ctx, url);
      reply
        .header('cache-control', 'public, max-age=300')
        .header('vary', 'Accept-Language, Cookie');
      return reply.send(answer);
    });
  };
}
