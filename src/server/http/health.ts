import type { FastifyInstance } from 'fastify';
import { type ReadinessProbe, readiness } from '../services/platform/readiness.ts';

export type { ReadinessProbe };

/**
 * decision 049: `/healthz` says the process is alive (the event loop answers; nothing else is
 * asked, so a database outage does not get every process restarted at once); `/readyz` says it
 * can serve (its probes answer) and is not draining: the proxy's health check.
 */
export function installHealth(
  app: FastifyInstance,
  opts: { kind: string; probes: readonly ReadinessProbe[]; draining: () => boolean },
): void {
  const noStore = 'no-store';
  // asked every second by the proxy: their requests are not logged below warnings
  const quiet = { logLevel: 'warn' as const };
  app.get('/healthz', quiet, async (_req, reply) => {
    reply.header('cache-control', noStore);
    return { status: 'ok', database: opts.kind };
  });
  app.get('/readyz', quiet, async (_req, reply) => {
    const r = await readiness(opts.probes, opts.draining());
    return reply.code(r.code).header('cache-control', noStore).send(r.body);
  });
}
