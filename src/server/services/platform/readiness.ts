import type { ProbeState } from '#domain/platform/health';

/**
 * decision 049: one thing `/readyz` depends on (the database, the blob store, the job queue): a
 * name and a check that throws when it cannot be reached.
 */
export interface ReadinessProbe {
  name: string;
  check(): Promise<void>;
}

export type { ProbeState };

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
