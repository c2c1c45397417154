import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { loginPath } from '#domain/sharing/safe-next';
import type { Ctx } from '../../context.ts';
import { downloadPath, openExportDownload } from '../../services/exports/requests.ts';

/**
 * `GET /settings/data/:id/download/` (decision 052): the ready ZIP, streamed from the blob store
 * as an attachment, to its owner only (a 404 for anyone else). Not a page route: React Router's
 * answers are read whole before they are sent, and a ZIP may be gigabytes.
 */
export function dataExportDownloadRoute(getCtx: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { id: string } }>('/settings/data/:id/download/', async (req, reply) => {
      const ctx = getCtx(req);
      const id = /^\d{1,15}$/.test(req.params.id) ? Number(req.params.id) : Number.NaN;
      // the mail's link, opened logged out: log in, then come back here
      if (!ctx.viewer.isAuth && Number.isSafeInteger(id)) {
        return reply.redirect(loginPath(downloadPath(id)), 302);
      }
      const file = await openExportDownload(ctx, id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(file.bytes))
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    });
  };
}
