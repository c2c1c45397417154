import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig, LIVE_PATH } from './haproxy.ts';

const HAPROXY = '/usr/sbin/haproxy';

describe('the HAProxy configuration (decision 049)', () => {
  const plan = {
    port: 8080,
    backends: [
      { name: 'app1', port: 8081 },
      { name: 'app2', port: 8082 },
    ],
  };

  it.each([
    ['health-checked on /readyz', 'http-check send meth GET uri /readyz'],
    ['round robin', 'balance roundrobin'],
    ['reads retried elsewhere, writes never', 'http-request disable-l7-retry if !METH_GET'],
    ['the live stream on its own backend', `acl live path ${LIVE_PATH}`],
    ['a long read timeout for the stream', 'timeout server 1h'],
    ['client addresses forwarded', 'option forwardfor'],
    ['every process listed', 'server app2 127.0.0.1:8082 check'],
    ['no process ready: a 503 to retry', 'http-error status 503 content-type "application/json"'],
    ['no process ready: when to retry', 'hdr retry-after 5'],
  ])('%s', (_what, line) => {
    expect(haproxyConfig(plan)).toContain(line);
  });

  it('a front end to the first process alone only when asked', () => {
    expect(haproxyConfig(plan)).not.toContain('frontend single');
    const text = haproxyConfig({ ...plan, singlePort: 8083 });
    expect(text).toContain('bind 127.0.0.1:8083');
    expect(text.split('backend first')[1]).not.toContain('app2');
  });

  it.skipIf(!existsSync(HAPROXY))('is valid for the installed HAProxy', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-haproxy-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      writeFileSync(file, haproxyConfig({ ...plan, singlePort: 8083 }));
      const r = spawnSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
