import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES } from '#domain/accounts/api-tokens';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin } from '../support/factory.ts';
import { itemsOf, makeToken, v5 } from './api-v5-support.ts';
import { Client, type Res, signedUp } from './auth-support.ts';
import { contractChecker, servedDocument } from './openapi-support.ts';
import { picture } from './pin-support.ts';

// decision 060: every /resource and /v3 operation of the document is called, signed in with a
// real session and CSRF token, and its answer validated against the document. Inputs are made
// from the document's own schemas: required fields get a value, ids name this test's objects.

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: Schema[];
  minimum?: number;
  minItems?: number;
  items?: Schema;
  const?: unknown;
};
type Op = {
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    schema?: Schema;
    content?: Record<string, { schema: Schema }>;
  }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

/** Reads first, then writes, deletes after them, signing out and deleting the account last. */
function rank(path: string, method: string): number {
  if (/Session|Account/.test(path) && method !== 'get') return 3;
  if (method === 'delete' || path.endsWith('/delete/')) return 2;
  return method === 'get' ? 0 : 1;
}

describe.each(dbKinds())('contract: answers validate against the OpenAPI document (%s)', (kind) => {
  let t: TestApp;
  let doc: Record<string, unknown>;
  let ids: Record<string, string | number>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    doc = await servedDocument(t);
  });
  afterAll(() => t.close());

  /** A value the schema takes, chosen by the field's name where it names one of our objects. */
  function sample(schema: Schema | undefined, name = ''): unknown {
    if (name in ids) return ids[name];
    if (!schema) return 'x';
    if (schema.anyOf?.[0]) return sample(schema.anyOf[0], name);
    if (schema.enum) return schema.enum[0];
    if ('const' in schema) return schema.const;
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (type === 'object' || schema.properties) {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(k) || k in ids) out[k] = sample(s, k);
      }
      return out;
    }
    if (type === 'array')
      return schema.minItems ? [sample(schema.items, name.replace(/s$/, ''))] : [];
    if (type === 'number' || type === 'integer') return schema.minimum ?? 1;
    if (type === 'boolean') return true;
    return 'contract';
  }

  async function call(client: Client, path: string, method: string, op: Op): Promise<Res> {
    const resource = /^\/resource\/(\w+)\/(\w+)\/$/.exec(path);
    if (resource?.[1] && resource[2]) {
      const schema = (op.parameters?.[0]?.content ?? op.requestBody?.content)?.['application/json']
        ?.schema.properties?.options;
      const options = sample(schema);
      return method === 'get'
        ? client.get(resource[1], options)
        : client.post(resource[1], resource[2], options);
    }
    let url = path;
    const query = new URLSearchParams();
    for (const p of op.parameters ?? []) {
      const v = String(sample(p.schema, p.name));
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(v));
      else if (p.required || p.name in ids) query.set(p.name, v);
    }
    const body = op.requestBody?.content['application/json']?.schema;
    const res = await t.tessera.app.inject({
      method: method.toUpperCase() as 'GET',
      url: query.size ? `${url}?${query}` : url,
      headers: client.headers({
        origin: 'http://localhost',
        ...(client.csrf ? { 'x-csrf-token': client.csrf } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      }),
      ...(body ? { payload: JSON.stringify(sample(body)) } : {}),
    });
    return client.remember(res);
  }

  it('every /v3 route the server has is documented', () => {
    const documented = new Set(
      Object.entries(doc.paths as Record<string, object>).flatMap(([p, byMethod]) =>
        Object.keys(byMethod).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const routes = t.tessera.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /(\/v3\/\S*) \(([^)]+)\)/.exec(line))
      .flatMap((m) => (m?.[1] && m[2] ? m[2].split(', ').map((verb) => `${verb} ${m[1]}`) : []))
      .filter((r) => !/^(HEAD|OPTIONS) /.test(r) && !r.endsWith('/v3/*'));
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((r) => !documented.has(r))).toEqual([]);
  });

  it('every documented /resource and /v3 operation answers within the document, never a 5xx', async () => {
    const me = await signedUp(t);
    const ctx = t.tessera.systemCtx();
    const board = await makeBoard(ctx, me.id, { name: 'Contract board' });
    const pin = await makePin(ctx, me.id, board.id);
    const collage = await t.tessera.app.inject({
      method: 'POST',
      url: '/v3/users/me/shuffles/',
      headers: me.client.headers({
        origin: 'http://localhost',
        'x-csrf-token': me.client.csrf ?? '',
        'content-type': 'application/json',
      }),
      payload: JSON.stringify({ title: 'Contract collage', items: [] }),
    });
    expect(collage.statusCode, collage.body).toBe(201);
    const collageId = (collage.json() as { resource_response: { data: { id: string } } })
      .resource_response.data.id;
    ids = {
      id: pin.id,
      pin_id: pin.id,
      board_id: board.id,
      board_i: board.id,
      pin_i: pin.id,
      username: me.username,
      slug: board.slug,
      user_id: me.id,
      url: 'https://example.com/page',
      name: 'Contract',
      title: 'Contract',
    };
    const check = contractChecker(doc);
    const paths = doc.paths as Record<string, Record<string, Op>>;
    const ops = Object.entries(paths)
      .filter(([p]) => p.startsWith('/resource/') || p.startsWith('/v3/'))
      .flatMap(([p, byMethod]) => Object.entries(byMethod).map(([m, op]) => ({ p, m, op })))
      // reads first, then writes, deletes last (signing out and deleting the account among them)
      .sort((a, b) => rank(a.p, a.m) - rank(b.p, b.m));
    expect(ops.length).toBeGreaterThan(120);
    const answered: Record<string, number> = {};
    for (const { p, m, op } of ops) {
      const idOf = p.includes('/shuffles/{id}') ? { ...ids, id: collageId } : ids;
      const saved = ids;
      ids = idOf;
      // the live stream stays open for a signed-in person: a visitor gets its 401 envelope
      const client = p === '/v3/live/' ? new Client(t) : me.client;
      const res = await call(client, p, m, op);
      ids = saved;
      const where = `${m.toUpperCase()} ${p} → ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, where).toBeLessThan(500);
      // the route exists: not the catch-all "no API at …" nor an unknown resource or action
      expect(res.body, where).not.toMatch(
        /There is no API at|There is no resource named|"unknown_action"/,
      );
      if (res.statusCode !== 304) check(p, m, res.statusCode, res.json());
      const bucket = `${String(res.statusCode)[0]}xx`;
      answered[bucket] = (answered[bucket] ?? 0) + 1;
    }
    console.log(`${kind}: ${ops.length} operations`, answered);
    expect(answered['2xx'] ?? 0).toBeGreaterThan(ops.length / 2);
  }, 240_000);

  it('/v5: answers of every documented call validate against the document', async () => {
    const check = contractChecker(doc);
    const owner = await signedUp(t);
    const token = await makeToken(owner.client, [...API_SCOPES]);
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
