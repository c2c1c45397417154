import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bumpDataVersion } from '../services/platform/data-version.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A route that sets `config: { bumpsDataItself: true }` moves the version itself, when and as
 * often as its writes matter to a cache: event ingestion (decision 022) writes hundreds of
 * batches a second, and a bump for each would empty every cache as fast.
 */
function bumpsItself(req: FastifyRequest): boolean {
  return req.routeOptions.config?.bumpsDataItself === true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    bumpsDataItself?: boolean;
  }
}

/**
 * Issue 12: every state-changing request (API or page, whatever its status) moves the data
 * version, so no cache answers with what was true before it. It moves before the answer leaves
 * (the writer's next read must not find the old answer) and, for a request whose answer never
 * got that far (aborted), once it ends.
 */
export function installWriteBump(app: FastifyInstance): void {
  const bumped = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (req, _reply, payload) => {
    if (!SAFE.has(req.method) && !bumpsItself(req)) {
      bumpDataVersion();
      bumped.add(req);
    }
    return payload;
  });
  app.addHook('onResponse', async (req) => {
    if (!SAFE.has(req.method) && !bumped.has(req) && !bumpsItself(req)) bumpDataVersion();
  });
}
