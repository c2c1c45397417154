// decision 049: the HAProxy configuration `npm run cluster` and `npm run bench -- cluster` run, and
// the one the README shows for a deployment (same text: README "Running on several machines").

export interface Backend {
  name: string;
  port: number;
}

export interface ProxyPlan {
  /** where the proxy listens */
  port: number;
  host?: string;
  backends: Backend[];
  /**
   * A second front end that sends only to the first backend (the bench measures what the proxy
   * costs against the same process asked directly).
   */
  singlePort?: number;
}

/** EventSource's stream: a comment every 25 s (LiveHub's heartbeat), so an hour is plenty. */
export const LIVE_PATH = '/v3/live/';

/** The proxy's own 503 when no process is ready: the API's envelope (decision 050). */
const NO_PROCESS = JSON.stringify({
  resource_response: {
    data: null,
    error: {
      code: 'unavailable',
      message: 'Tessera is not answering right now. Try again in a moment.',
      http_status: 503,
    },
  },
});

/**
 * The configuration text: round robin over the app processes, each checked on /readyz every
 * second (down after 2 failures, up after 2 successes), a refused connection retried on another
 * process, the live-events stream on a backend of its own with long timeouts (HAProxy forwards
 * a response as it comes: nothing to turn off for buffering).
 */
export function haproxyConfig(plan: ProxyPlan): string {
  const host = plan.host ?? '127.0.0.1';
  const servers = (list: Backend[]) =>
    list.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join('\n');
  // the other backends follow the app backend's checks rather than asking /readyz again
  const tracked = (list: Backend[]) =>
    list.map((b) => `  server ${b.name} 127.0.0.1:${b.port} track app/${b.name}`).join('\n');
  const checks = [
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /readyz',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 2',
    // which process answered: for the operator's eyes and the cluster test
    '  http-response set-header X-Tessera-Process %s',
  ].join('\n');
  const single = plan.singlePort
    ? `
frontend single
  bind ${host}:${plan.singlePort}
  default_backend first

backend first
${tracked(plan.backends.slice(0, 1))}
`
    : '';
  return `# written by scripts/cluster/haproxy.ts (decision 049)
global
  maxconn 4096

defaults
  mode http
  option forwardfor
  option redispatch
  retries 3
  # a process killed mid-answer leaves an empty response: a read is asked again of another
  retry-on conn-failure empty-response response-timeout
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 10s
  # no process ready (the database restarting, every one draining): what the processes answer
  # themselves in that case, the envelope with Retry-After, not HAProxy's HTML (decision 050)
  http-error status 503 content-type "application/json" string '${NO_PROCESS}' hdr retry-after 5 hdr cache-control no-store

frontend web
  bind ${host}:${plan.port}
  # a write is never sent twice: only reads are retried on another process
  http-request disable-l7-retry if !METH_GET
  # the live-events stream stays open for hours: its own backend with long timeouts
  acl live path ${LIVE_PATH}
  use_backend live if live
  # a client quiet for an hour on its stream is still there
  timeout client 1h
  default_backend app

backend app
${checks}
${servers(plan.backends)}

backend live
  balance roundrobin
  timeout server 1h
${tracked(plan.backends)}
${single}`;
}
