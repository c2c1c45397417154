import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pacedLoad } from './paced.ts';

describe('paced load', () => {
  const arrivals: number[] = [];
  let status = 200;
  const server = http.createServer((_req, res) => {
    arrivals.push(performance.now());
    res.writeHead(status, { 'content-type': 'text/plain' });
    res.end('ok');
  });
  let url = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends rate × seconds requests spread over the run, not in a burst at its start', async () => {
    arrivals.length = 0;
    status = 200;
    const opts = { connections: 4, durationSeconds: 1, warmupSeconds: 0 };
    const result = await pacedLoad(url, {}, opts, 40);
    expect(result.requests).toBe(40);
    expect(arrivals).toHaveLength(40);
    // autocannon's overallRate sends a second's share at once: the 40th would follow the first
    // within milliseconds; here it is due 975 ms after it
    const span = (arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0);
    expect(span).toBeGreaterThan(900);
    expect(result.non2xx).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.bytesPerSecond).toBeGreaterThan(0);
  });

  it('counts answers outside 2xx and failed connections apart', async () => {
    status = 503;
    const opts = { connections: 2, durationSeconds: 0.25, warmupSeconds: 0 };
    const refused = await pacedLoad(url, {}, opts, 20);
    expect(refused.non2xx).toBe(5);
    status = 200;
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failed = await pacedLoad(`http://127.0.0.1:${port}/`, {}, opts, 20);
    expect(failed.errors).toBe(5);
    expect(failed.requests).toBe(0);
  });
});
