import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVERYTHING, noteChanges } from '../services/platform/data-version.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Issue 12, decision 039: every state-changing request (API or page, whatever its status)
 * records what it changed (what its services declared, else everything), so no cache, in this
 * process or another, answers with what was true before it. It is recorded before the answer
 * leaves (the writer's next read, through any process, must not find the old answer) and, for a
 * request whose answer never got that far (aborted), once it ends.
 */
export function installWriteBump(
  app: FastifyInstance,
  declaredOf: (req: FastifyRequest) => ReadonlySet<string> | undefined,
): void {
  const noted = new WeakSet<FastifyRequest>();
  const note = (req: FastifyRequest): Promise<void> => {
    noted.add(req);
    const declared = declaredOf(req);
    return noteChanges(declared ? [...declared] : [EVERYTHING]);
  };
  app.addHook('onSend', async (req, _reply, payload) => {
    if (!SAFE.has(req.method) && !noted.has(req)) await note(req);
    return payload;
  });
  app.addHook('onResponse', async (req) => {
    if (!SAFE.has(req.method) && !noted.has(req)) await note(req);
  });
}
