import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { sessionTokenOf } from '../../http/cookies.ts';
import { resolveSession } from '../../services/accounts/sessions.ts';
import type { LiveConnection, LiveHub } from '../../services/live/hub.ts';
import { tr } from '../../services/platform/i18n.ts';
import { parseIn } from '../../services/platform/zod-i18n.ts';
import { fail } from '../envelope.ts';
import { readableZodError } from '../resource.ts';

/** How long a browser waits before it reconnects a dropped stream (EventSource's `retry`). */
const RETRY_MS = 5000;

/**
 * `?age=`: how long ago, in ms, the page began loading, so its data is no older than that
 * (decision 086). A client that does not say is told nothing of what it may have missed.
 */
export const liveStreamQuery = z.object({
  age: z
    .string()
    .regex(/^\d{1,9}$/, 'errors.api.liveAge')
    .transform(Number)
    .optional(),
});

/**
 * `GET /v3/live/` (decision 017): the signed-in viewer's server-sent events: `hello` with the
 * unread counts on every (re)connection (`resumed` when the browser says which event it saw
 * last; `quietMs`, for how long no event for this person has come, as far as this process can
 * tell; and `missed` when the page said its `age` and an event for this person may have come
 * since it began loading, so it refetches what it shows), then `message`, `conversation`,
 * `notification` and `resync` as they happen, each followed by `unread`. Visitors get a 401
 * envelope; a sixth stream of one person in this process ends their oldest (`evicted`); a stream
 * whose session ends is closed at the next heartbeat. The answer is written on the raw socket,
 * so compression and the session's hooks never hold it back; it is never cached.
 */
export function liveRoute(getCtx: (req: FastifyRequest) => Ctx, hub: LiveHub): FastifyPluginAsync {
  return async (app) => {
    app.route({
      method: 'GET',
      url: '/v3/live/',
      exposeHeadRoute: false,
      handler: async (req, reply) => {
        const ctx = getCtx(req);
        const userId = ctx.viewer.isAuth && ctx.session ? ctx.session.userId : null;
        reply.header('cache-control', 'no-store');
        if (userId === null) {
          return reply.code(401).send(fail('unauthorized', tr(ctx, 'errors.api.liveLogIn'), 401));
        }
        const query = parseIn(ctx, liveStreamQuery, req.query ?? {});
        if (!query.success) throw badRequest(readableZodError(query.error));
        // counted before the stream opens: a failure here is an ordinary error answer
        const countedFrom = performance.now();
        const counts = await hub.counts(userId);
        const resumed = typeof req.headers['last-event-id'] === 'string';
        reply.hijack();
        const res = reply.raw;
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(reply.getHeaders())) {
          if (typeof v === 'string') headers[k] = v;
        }
        res.writeHead(200, {
          ...headers,
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        res.flushHeaders();
        let open = true;
        // each stream numbers its own events: a counter shared by the process would tell a
        // reader how many events other people's streams got in between, so who is online
        let seq = 0;
        const write = (chunk: string) => {
          if (open && !res.writableEnded) res.write(chunk);
        };
        const conn: LiveConnection = {
          userId,
          send(event, data) {
            seq += 1;
            write(`event: ${event}\nid: ${seq}\ndata: ${JSON.stringify(data)}\n\n`);
          },
          ping() {
            write(': ping\n\n');
          },
          end() {
            open = false;
            res.end();
          },
          async stillSignedIn() {
            const token = sessionTokenOf(req);
            const found = token ? await resolveSession(ctx, token) : null;
            return found?.user.id === userId;
          },
        };
        write(`retry: ${RETRY_MS}\n\n`);
        // decision 086: a page's data was read while it loaded, its stream opens after; a
        // signal for this person in between reached no stream of that page, so it is told to
        // refetch (`missed`); one while the counts were read is followed by fresh counts
        const { age } = query.data;
        const missed =
          age === undefined ? undefined : hub.heardSince(userId, performance.now() - age);
        // decision 089: and for how long nothing has come for this person, which the page sets
        // against its own clock as the hello arrives: its request's time on the way then counts
        // for nothing, where `age` minus it is an instant too late
        const quietMs = Math.floor(hub.quietFor(userId));
        conn.send('hello', {
          ...counts,
          resumed,
          quietMs,
          ...(missed === undefined ? {} : { missed }),
        });
        hub.add(conn);
        if (hub.heardSince(userId, countedFrom)) hub.recount(conn);
        res.on('close', () => {
          open = false;
          hub.remove(conn);
        });
      },
    });
  };
}
