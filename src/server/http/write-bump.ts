import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVERYTHING, noteChanges } from '../services/platform/data-version.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Runs a handler watched; the answer says, once it has run, whether it may have written. */
export type WriteWatch = (run: () => void) => { readonly wrote: boolean };

/**
 * Issue 12, decision 039: every state-changing request records what it changed (what its
 * services declared, else everything), so no cache, in this process or another, answers with
 * what was true before it. It is recorded before the answer leaves (the writer's next read,
 * through any process, must not find the old answer) and, for a request whose answer never got
 * that far (aborted), once it ends.
 *
 * Decision 069: a request that never reached its handler (no route, a body that did not parse),
 * or whose handler sent no statement that may write (refused by CSRF, by its schema, by a
 * permission read), changed nothing: it records nothing, so nobody empties every cache with
 * malformed POSTs.
 */
export function installWriteBump(
  app: FastifyInstance,
  declaredOf: (req: FastifyRequest) => ReadonlySet<string> | undefined,
  watch: WriteWatch,
): void {
  const noted = new WeakSet<FastifyRequest>();
  const watched = new WeakMap<FastifyRequest, { readonly wrote: boolean }>();
  const note = (req: FastifyRequest): Promise<void> => {
    noted.add(req);
    const declared = declaredOf(req);
    if (declared) return noteChanges([...declared]);
    return watched.get(req)?.wrote ? noteChanges([EVERYTHING]) : Promise.resolve();
  };
  // the last hook before the handler, in callback style: the handler runs inside `watch`
  app.addHook('preHandler', (req, _reply, done) => {
    if (SAFE.has(req.method)) return done();
    watched.set(req, watch(done));
  });
  app.addHook('onSend', async (req, _reply, payload) => {
    if (!SAFE.has(req.method) && !noted.has(req)) await note(req);
    return payload;
  });
  app.addHook('onResponse', async (req) => {
    if (!SAFE.has(req.method) && !noted.has(req)) await note(req);
  });
}
