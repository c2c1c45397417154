import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bumpDataVersion } from '../services/platform/data-version.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Issue 12: every state-changing request (API or page, whatever its status) moves the data
 * version, so no cache answers with what was true before it. It moves before the answer leaves
 * (the writer's next read must not find the old answer) and, for a request whose answer never
 * got that far (aborted), once it ends.
 */
export function installWriteBump(app: FastifyInstance): void {
  const bumped = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (req, _reply, payload) => {
    if (!SAFE.has(req.method)) {
      bumpDataVersion();
      bumped.add(req);
    }
    return payload;
  });
  app.addHook('onResponse', async (req) => {
    if (!SAFE.has(req.method) && !bumped.has(req)) bumpDataVersion();
  });
}
