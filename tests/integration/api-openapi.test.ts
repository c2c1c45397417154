import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
// fastify's own validator (a dependency of fastify), with JSON Schema 2020-12 as OpenAPI 3.1 uses
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES } from '#domain/accounts/api-tokens';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makePin } from '../support/factory.ts';
import { itemsOf, makeToken, v5 } from './api-v5-support.ts';
import { signedUp } from './auth-support.ts';
import { picture } from './pin-support.ts';

// decision 055: the document is generated from the routes' zod schemas; the committed snapshot
// shows every change to the public API in review (`npx vitest run -u` rewrites it).

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const res = await t.tessera.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = JSON.parse(res.body) as Record<string, unknown>;
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 covering /v5 only, and matches the committed snapshot', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths as object);
    expect(paths).toContain('/v5/boards/{board_id}');
    expect(paths.every((p) => p.startsWith('/v5/'))).toBe(true);
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

  it('contract: answers of every documented call validate against the document', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema(doc, 'doc');
    const owner = await signedUp(t);
    const token = await makeToken(owner.client, [...API_SCOPES]);
    function check(p: string, method: string, status: number, body: unknown) {
      const ptr = `doc#/paths/${p.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses/${status}/content/application~1json/schema`;
      const validate = ajv.compile({ $ref: ptr });
      expect(validate(body), `${method} ${p} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(
        true,
      );
    }
    const made = await v5(t, 'POST', '/v5/boards', token, { name: 'Contract', privacy: 'SECRET' });
    check('/v5/boards', 'post', 201, made.json);
    const id = String(made.json?.id);
    await makePin(t.tessera.systemCtx(), owner.id, Number(id));
    check('/v5/user_account', 'get', 200, (await v5(t, 'GET', '/v5/user_account', token)).json);
    check('/v5/boards', 'get', 200, (await v5(t, 'GET', '/v5/boards', token)).json);
    check(
      '/v5/boards/{board_id}',
      'get',
      200,
      (await v5(t, 'GET', `/v5/boards/${id}`, token)).json,
    );
    const pins = await v5(t, 'GET', `/v5/boards/${id}/pins`, token);
    check('/v5/boards/{board_id}/pins', 'get', 200, pins.json);
    const pinId = itemsOf(pins)[0]?.id;
    check('/v5/pins/{pin_id}', 'get', 200, (await v5(t, 'GET', `/v5/pins/${pinId}`, token)).json);
    const edit = await v5(t, 'PATCH', `/v5/pins/${pinId}`, token, { description: 'd' });
    check('/v5/pins/{pin_id}', 'patch', 200, edit.json);
    const section = await v5(t, 'POST', `/v5/boards/${id}/sections`, token, { name: 'Part' });
    check('/v5/boards/{board_id}/sections', 'post', 201, section.json);
    const sectionPath = `/v5/boards/${id}/sections/${section.json?.id}`;
    const sections = await v5(t, 'GET', `/v5/boards/${id}/sections`, token);
    check('/v5/boards/{board_id}/sections', 'get', 200, sections.json);
    const renamed = await v5(t, 'PATCH', sectionPath, token, { name: 'Part two' });
    check('/v5/boards/{board_id}/sections/{section_id}', 'patch', 200, renamed.json);
    const sectionPins = await v5(t, 'GET', `${sectionPath}/pins`, token);
    check('/v5/boards/{board_id}/sections/{section_id}/pins', 'get', 200, sectionPins.json);
    const png = await picture(73, 60, 80);
    const created = await v5(t, 'POST', '/v5/pins', token, {
      board_id: id,
      title: 'Contract quokka',
      media_source: {
        source_type: 'image_base64',
        content_type: 'image/png',
        data: png.toString('base64'),
      },
    });
    check('/v5/pins', 'post', 201, created.json);
    const saved = await v5(t, 'POST', `/v5/pins/${created.json?.id}/save`, token, {});
    check('/v5/pins/{pin_id}/save', 'post', 201, saved.json);
    const found = await v5(t, 'GET', '/v5/search/partner/pins?term=quokka', token);
    check('/v5/search/partner/pins', 'get', 200, found.json);
    check('/v5/boards/{board_id}', 'get', 404, (await v5(t, 'GET', '/v5/boards/1', token)).json);
    check('/v5/boards', 'get', 401, (await v5(t, 'GET', '/v5/boards', null)).json);
    check('/v5/boards', 'get', 400, (await v5(t, 'GET', '/v5/boards?page_size=0', token)).json);
  });
});
