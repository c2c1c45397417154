import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport, fuzz } from '../../scripts/fuzz/run.ts';
import { allTargets } from '../../scripts/fuzz/targets.ts';
import { prepareWorld } from '../../scripts/fuzz/world.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';

// issue 10: a short run of `npm run fuzz` in `npm test` — hostile input to every API resource,
// upload, image route and page, and not one 5xx. The full run is `npm run fuzz` (10,000+).

const REQUESTS = 500;
const HAS_BUILD = existsSync(path.resolve('build/server/index.js'));

describe.each(dbKinds())('fuzz on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('every target is fuzzed: all resources, the extra API routes and every page', () => {
    const names = allTargets().map(([name]) => name);
    expect(names).toContain('GET /resource/HomefeedResource/get/');
    expect(names).toContain('POST /v3/pins/uploads/');
    expect(names).toContain('POST /v3/users/me/avatar/');
    expect(names).toContain('GET /img/:size/:file');
    expect(names).toContain('ANY /settings');
    expect(names).toContain('ANY /:username/:boardSlug/:sectionSlug');
  });

  it(`${REQUESTS} hostile requests, no 5xx`, { timeout: 180_000 }, async () => {
    expect(HAS_BUILD, 'pages need the build (npx react-router build)').toBe(true);
    const { baseUrl, world, relogin } = await prepareWorld(t);
    const report = await fuzz(baseUrl, world, {
      requests: REQUESTS,
      seed: 20261124,
      concurrency: 3,
      maxSeconds: 150,
      relogin,
    });
    expect(report.failures, formatReport(report, kind)).toEqual([]);
    expect(report.sent).toBeGreaterThanOrEqual(REQUESTS * 0.9);
    // the run reached real answers, not only refusals
    expect(report.statuses['200'] ?? 0).toBeGreaterThan(REQUESTS / 20);
  });
});
