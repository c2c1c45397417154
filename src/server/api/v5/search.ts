import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeSeesPrivacy } from '#domain/accounts/api-tokens';
import { search } from '../../services/search/index.ts';
import { need } from './call.ts';
import { v5Pin } from './present.ts';
import { errorResponses, PageQuery, Pin, paginated } from './schemas.ts';

/**
 * Decision 055: `GET /v5/search/partner/pins?term=` (Pinterest's path for searching pins), answered
 * by Tessera's search: the pins anyone may find, ranked as on /search/pins/. A pin on a secret
 * board (its owner's own, found by them) is left out without pins:read_secret.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/partner/pins',
    {
      schema: {
        tags: ['search'],
        operationId: 'search/partner_pins',
        summary: 'Search pins',
        security: [{ bearer: ['pins:read'] }],
        querystring: PageQuery.extend({ term: z.string().min(1).max(200) }),
        response: { 200: paginated(Pin, 'SearchPinList'), ...errorResponses },
      },
    },
    async (req) => {
      const call = need(req, 'pins:read');
      const page = await search(call.ctx, {
        q: req.query.term,
        scope: 'pins',
        bookmark: req.query.bookmark ?? null,
        pageSize: req.query.page_size,
      });
      if (page.scope !== 'pins') return { items: [], bookmark: null };
      const me = call.ctx.viewer.id ?? null;
      const items = page.items.filter((p) =>
        scopeSeesPrivacy(call.scopes, 'pins', p.board?.privacy ?? 'public'),
      );
      return { items: items.map((p) => v5Pin(p, me)), bookmark: page.bookmark };
    },
  );
};
