import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { servedDocument } from './openapi-support.ts';

// decision 055: the document is generated from the routes' zod schemas; the committed snapshot
// shows every change to the public API in review (`npx vitest run -u` rewrites it). The contract
// tests, on both databases, are in api-contract.test.ts.

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    doc = await servedDocument(t);
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 covering /v5, /resource and /v3, and matches the committed snapshot', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths as object);
    expect(paths).toContain('/v5/boards/{board_id}');
    expect(paths).toContain('/resource/BoardResource/get/');
    expect(paths).toContain('/v3/pins/{id}/favorite/');
    expect(paths.every((p) => /^\/(v5|resource|v3)\//.test(p))).toBe(true);
    await expect(`${JSON.stringify(doc, null, 2)}\n`).toMatchFileSnapshot(
      './api/openapi.snapshot.json',
    );
  });

  it('passes redocly lint with no errors', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tessera-openapi-'));
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const bin = path.join(process.cwd(), 'node_modules/.bin/redocly');
    const run = await promisify(execFile)(bin, ['lint', file, '--format=stylish'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((e: { stdout: string; stderr: string }) => ({ ...e, failed: true }));
    expect('failed' in run ? `${run.stdout}\n${run.stderr}` : '').toBe('');
  }, 60_000);

  it('the docs are served locally at /api/docs', async () => {
    const res = await t.tessera.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
