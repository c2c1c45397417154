import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ONE_CLICK_UNSUBSCRIBE, unsubscribePath } from '#domain/messages/notification-preferences';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { unsubscribeByToken } from '../../services/notifications/preferences.ts';
import { ok } from '../envelope.ts';

/** RFC 8058's body: the one field a mail provider posts, form-encoded or as multipart. */
const ONE_CLICK = /(^|[\r\n&"])List-Unsubscribe(=|"\r?\n\r?\n)One-Click\b/;

function tokenOf(req: FastifyRequest): string {
  const token = (req.query as Record<string, unknown>).token;
  if (typeof token !== 'string' || token === '') {
    throw badRequest('This unsubscribe address has no token.');
  }
  return token;
}

/**
 * RFC 8058 one-click unsubscribe at `/email/unsubscribe/?token=` (the address a notification
 * mail's List-Unsubscribe header names, with List-Unsubscribe-Post). A mail provider's
 * Unsubscribe button POSTs `List-Unsubscribe=One-Click` from its own servers: no cookie, no
 * origin, no page, so the request's ctx is taken without the cross-site check (`ctxOf`). That is
 * safe because nothing here uses a session: the signed token alone says whose mails stop, as the
 * link in the mail does. A GET (a client without one-click) is sent to the unsubscribe page.
 */
export function oneClickUnsubscribeRoute(ctxOf: (req: FastifyRequest) => Ctx): FastifyPluginAsync {
  return async (app) => {
    const body = (_req: FastifyRequest, payload: string, done: (e: null, v: string) => void) =>
      done(null, payload);
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      body,
    );
    app.get(ONE_CLICK_UNSUBSCRIBE, async (req, reply) => {
      return reply.redirect(unsubscribePath(tokenOf(req)), 303);
    });
    app.post(ONE_CLICK_UNSUBSCRIBE, async (req, reply) => {
      const token = tokenOf(req);
      if (typeof req.body !== 'string' || !ONE_CLICK.test(req.body)) {
        throw badRequest('Post List-Unsubscribe=One-Click to unsubscribe (RFC 8058).');
      }
      const { scope } = await unsubscribeByToken(ctxOf(req), token);
      return reply.header('cache-control', 'no-store').send(ok({ unsubscribed: scope }));
    });
  };
}
