import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { asTextBundle } from '#domain/i18n/bundles';
import { asLocale } from '#domain/i18n/locales';
import { compiledCatalog } from '../../services/platform/i18n.ts';

const FILE = /^([A-Za-z-]+)\.([\w-]+)\.json$/;

function notFound(reply: FastifyReply) {
  return reply.code(404).send({
    resource_response: {
      data: null,
      error: { code: 'not_found', message: 'There is no such catalog.', http_status: 404 },
    },
  });
}

function send(reply: FastifyReply, asked: string, hash: string, json: string) {
  reply.header(
    'cache-control',
    asked === hash ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  reply.type('application/json; charset=utf-8');
  return json;
}

/**
 * Decision 064: a locale's compiled texts, `/i18n/<bundle>/<locale>.<hash>.json`. The page
 * preloads the bundles it shows and the browser reads each before drawing what needs it; the
 * hash names the locale's texts, so each is kept for good. An old hash (a page from before a
 * deploy) gets the current bundle, uncached; a page from before bundles asked for
 * `/i18n/<locale>.<hash>.json` and gets every bundle at once.
 */
export function catalogRoute(): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { bundle: string; file: string } }>(
      '/i18n/:bundle/:file',
      async (req, reply) => {
        const m = FILE.exec(req.params.file);
        const locale = asLocale(m?.[1]);
        const bundle = asTextBundle(req.params.bundle);
        if (!m || !locale || !bundle) return notFound(reply);
        const c = compiledCatalog(locale);
        return send(reply, m[2] ?? '', c.hash, c.bundles[bundle]);
      },
    );
    app.get<{ Params: { file: string } }>('/i18n/:file', async (req, reply) => {
      const m = FILE.exec(req.params.file);
      const locale = asLocale(m?.[1]);
      if (!m || !locale) return notFound(reply);
      const c = compiledCatalog(locale);
      return send(reply, m[2] ?? '', c.hash, c.whole);
    });
  };
}
