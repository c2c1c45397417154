import type { FastifyInstance } from 'fastify';

/**
 * decision 049: one thing `/readyz` depends on (the database, the blob store, the job queue): a
 * name and a check that throws when it cannot be reached.
 */
export interface ReadinessProbe {
  name: string;
  check(): Promise<void>;
}

export type ProbeState = 'ok' | 'failing' | 'timeout';

/** A probe that has not answered by then counts as failing: the proxy's check must not hang. */
const PROBE_TIMEOUT_MS = 2_000;

async function run(probe: ReadinessProbe, timeoutMs: number): Promise<ProbeState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<ProbeState>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    return await Promise.race([
      probe.check().then(
        (): ProbeState => 'ok',
        (): ProbeState => 'failing',
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface Readiness {
  code: 200 | 503;
  body: {
    status: 'ready' | 'unavailable' | 'draining';
    probes: Record<string, ProbeState>;
    /** the probes that are not ok, named so the operator sees which one at a glance */
    failing?: string[];
  };
}

/**
 * decision 049: ready only when every probe answers and the process is not draining. A draining
 * process does not even ask its probes: it is leaving, and the proxy must stop sending to it.
 */
export async function readiness(
  probes: readonly ReadinessProbe[],
  draining: boolean,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<Readiness> {
  if (draining) return { code: 503, body: { status: 'draining', probes: {} } };
  const states = await Promise.all(probes.map((p) => run(p, timeoutMs)));
  const named = Object.fromEntries(probes.map((p, i) => [p.name, states[i] ?? 'failing']));
  const failing = probes.map((p) => p.name).filter((name) => named[name] !== 'ok');
  if (failing.length === 0) return { code: 200, body: { status: 'ready', probes: named } };
  return { code: 503, body: { status: 'unavailable', probes: named, failing } };
}

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
