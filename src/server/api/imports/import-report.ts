import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { reportCsv } from '#domain/imports/report';
import type { Ctx } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { getImport, importFailures } from '../../services/imports/imports.ts';
import { tr } from '../../services/platform/i18n.ts';

/**
 * `GET /settings/import/:id/report.csv` (issue 35): every item of the person's import that did
 * not come, with its title, board, link and reason, to keep or to retry later. A 404 for anyone
 * else's import, or for a visitor.
 */
export function importReportRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { id: string } }>('/settings/import/:id/report.csv', async (req, reply) => {
      const ctx = getCtx(req);
      const id = /^\d{1,15}$/.test(req.params.id) ? Number(req.params.id) : Number.NaN;
      const found = ctx.viewer.isAuth && Number.isSafeInteger(id) ? await getImport(ctx, id) : null;
      if (!found) throw notFound(tr(ctx, 'errors.imports.noSuchImport'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tessera-import-${id}-report.csv"`)
        .header('cache-control', 'private, no-store')
        .send(reportCsv(await importFailures(ctx, id)));
    });
  };
}
