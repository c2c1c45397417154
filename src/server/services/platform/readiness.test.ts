import { describe, expect, it } from 'vitest';
import { type ReadinessProbe, readiness } from './readiness.ts';

const ok = (name: string): ReadinessProbe => ({ name, check: async () => {} });
const down = (name: string): ReadinessProbe => ({
  name,
  check: async () => {
    throw new Error('connection refused');
  },
});
const hangs = (name: string): ReadinessProbe => ({ name, check: () => new Promise(() => {}) });

describe('readiness (decision 049: the proxy sends only to a process whose probes answer)', () => {
  it.each([
    {
      what: 'every probe answers',
      probes: [ok('database'), ok('blobs')],
      draining: false,
      code: 200,
      body: { status: 'ready', probes: { database: 'ok', blobs: 'ok' } },
    },
    {
      what: 'the database is down: named',
      probes: [down('database'), ok('blobs')],
      draining: false,
      code: 503,
      body: {
        status: 'unavailable',
        probes: { database: 'failing', blobs: 'ok' },
        failing: ['database'],
      },
    },
    {
      what: 'a probe that hangs times out',
      probes: [ok('database'), hangs('blobs')],
      draining: false,
      code: 503,
      body: {
        status: 'unavailable',
        probes: { database: 'ok', blobs: 'timeout' },
        failing: ['blobs'],
      },
    },
    {
      what: 'draining: not ready, probes not asked',
      probes: [ok('database'), hangs('blobs')],
      draining: true,
      code: 503,
      body: { status: 'draining', probes: {} },
    },
    {
      what: 'no probes at all',
      probes: [],
      draining: false,
      code: 200,
      body: { status: 'ready', probes: {} },
    },
  ])('$what', async ({ probes, draining, code, body }) => {
    const r = await readiness(probes, draining, 50);
    expect(r.code).toBe(code);
    expect(r.body).toEqual(body);
  });
});
