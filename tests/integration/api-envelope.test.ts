import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '#server/api/envelope';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';

// docs/architecture.md "The API": every answer is {"resource_response":{"data","error"}}, bad input
// is a 400 with a readable message, an unknown object a 404; never a 500 for anything a client sends.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function dataParam(options: unknown): string {
  return `?data=${encodeURIComponent(JSON.stringify({ options }))}`;
}

function envelopeOf(res: LightMyRequestResponse): Envelope<unknown>['resource_response'] {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as Envelope<unknown>;
  expect(Object.keys(body)).toEqual(['resource_response']);
  return body.resource_response;
}

/** An error envelope: data null, error {code, message, http_status} agreeing with the status. */
function expectError(res: LightMyRequestResponse, status: number, code?: string) {
  expect(res.statusCode).toBe(status);
  const rr = envelopeOf(res);
  expect(rr.data).toBeNull();
  expect(rr.error).not.toBeNull();
  expect(rr.error?.http_status).toBe(status);
  expect(typeof rr.error?.message).toBe('string');
  expect(rr.error?.message.length).toBeGreaterThan(0);
  if (code) expect(rr.error?.code).toBe(code);
  // no stack traces or SQL in what a client sees
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|select .* from|syntax error at/i);
  return rr.error as NonNullable<typeof rr.error>;
}

describe.each(dbKinds())('resource API envelope on %s', (kind) => {
  let t: TestApp;
  let pinId: number;

  function send(method: Method, url: string) {
    return t.tessera.app.inject({ method, url });
  }
  function get(name: string, options: unknown) {
    return send('GET', `/resource/${name}/get/${dataParam(options)}`);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    const img = await makeImage(ctx);
    const user = await makeUser(ctx, { username: 'envelope_owner' });
    const board = await makeBoard(ctx, user.id, { slug: 'envelope-board' });
    const pin = await makePin(ctx, user.id, board.id, { imageSignature: img.signature });
    pinId = pin.id;
  });
  afterAll(() => t.close());

  describe('success', () => {
    it('an object answer is {resource_response:{data, error:null}} without a bookmark', async () => {
      const res = await get('PinResource', { id: String(pinId) });
      expect(res.statusCode).toBe(200);
      const rr = envelopeOf(res);
      expect(rr.error).toBeNull();
      expect((rr.data as { id: string }).id).toBe(String(pinId));
      expect('bookmark' in rr).toBe(false);
    });

    it('a feed answer carries data as a list and a bookmark key', async () => {
      const res = await get('HomefeedResource', {});
      expect(res.statusCode).toBe(200);
      const rr = envelopeOf(res);
      expect(rr.error).toBeNull();
      expect(Array.isArray(rr.data)).toBe(true);
      expect('bookmark' in rr).toBe(true);
      expect(rr.bookmark).toBeNull();
    });

    it('a missing data parameter means empty options', async () => {
      const res = await send('GET', '/resource/HomefeedResource/get/');
      expect(res.statusCode).toBe(200);
      expect(envelopeOf(res).error).toBeNull();
    });

    it('a numeric id is accepted as well as a string', async () => {
      const res = await get('PinResource', { id: pinId });
      expect(res.statusCode).toBe(200);
    });

    it('the envelope of an unknown object is a 404 with data null', async () => {
      const err = expectError(await get('PinResource', { id: '987654321' }), 404, 'not_found');
      expect(err.message).toBe('Unavailable');
    });
  });

  describe('resource names and actions', () => {
    it('an unknown resource name is a 404 unknown_resource', async () => {
      expectError(await get('NoSuchThingResource', {}), 404, 'unknown_resource');
    });

    it.each([
      ['a one-letter name', 'x'],
      ['a name without the Resource suffix', 'Pin'],
      ['a lowercase resource suffix', 'Pinresource'],
      ['a name starting with a digit', '9PinResource'],
      ['an object prototype key', '__proto__'],
      ['a prototype method name', 'constructor'],
      ['toString', 'toString'],
      ['hasOwnProperty with suffix', 'hasOwnPropertyResource'],
      ['an encoded NUL byte', 'Pin%00Resource'],
      ['an encoded path traversal', '..%2F..%2Fetc%2Fpasswd'],
      ['non-ASCII letters', '%C3%9CberResource'],
      ['an emoji', '%F0%9F%92%A9Resource'],
      ['a 200-character name', `${'A'.repeat(192)}Resource`],
    ])('%s is a 404 unknown_resource, never a 500', async (_label, name) => {
      expectError(await send('GET', `/resource/${name}/get/`), 404, 'unknown_resource');
    });

    it.each([
      ['600', 600],
      ['5000', 5000],
    ])('a %s-character resource name is a 404, never a 500', async (_label, n) => {
      const res = await send('GET', `/resource/${'A'.repeat(n)}Resource/get/`);
      expect(res.statusCode).toBe(404);
    });

    it('an unknown action is a 404 unknown_action', async () => {
      expectError(await send('GET', '/resource/PinResource/frobnicate/'), 404, 'unknown_action');
    });

    it('POST to a get-only action is a 405 with Allow: GET', async () => {
      const res = await send('POST', '/resource/PinResource/get/');
      expectError(res, 405, 'method_not_allowed');
      expect(res.headers.allow).toBe('GET');
    });

    it('an action the resource lacks is a 404 unknown_action, whatever the method', async () => {
      for (const m of ['GET', 'POST'] as const) {
        const res = await send(m, '/resource/RelatedPinFeedResource/delete/');
        expectError(res, 404, 'unknown_action');
        expect(res.headers.allow).toBeUndefined();
      }
    });

    // RFC 9110 §15.5.6: Allow lists only methods the target does support.
    it('a method advertised in Allow is not itself refused with 405', async () => {
      const first = await send('GET', '/resource/RelatedPinFeedResource/delete/');
      const allowed = String(first.headers.allow ?? '')
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean) as Method[];
      for (const m of allowed) {
        const again = await send(m, '/resource/RelatedPinFeedResource/delete/');
        expect(again.statusCode, `${m} was advertised in Allow`).not.toBe(405);
      }
    });

    // Every method on a resource path gets the API's JSON answer, never a page.
    it.each(['PUT', 'PATCH', 'DELETE'] as const)(
      '%s on a resource is a JSON 405 with Allow: GET',
      async (method) => {
        const res = await send(method, '/resource/PinResource/get/');
        expectError(res, 405, 'method_not_allowed');
        expect(res.headers.allow).toBe('GET');
      },
    );
  });

  describe('the data parameter', () => {
    it('malformed JSON is a 400 saying so', async () => {
      const err = expectError(
        await send('GET', '/resource/PinResource/get/?data=%7B%22options%22%3A'),
        400,
        'bad_request',
      );
      expect(err.message).toMatch(/not valid JSON/i);
    });

    it.each([
      ['a number', '5'],
      ['null', 'null'],
      ['a string', '%22hello%22'],
      ['a boolean', 'true'],
    ])('data that is %s (not an object) is a 400', async (_label, raw) => {
      const err = expectError(
        await send('GET', `/resource/HomefeedResource/get/?data=${raw}`),
        400,
        'bad_request',
      );
      expect(err.message).toMatch(/JSON object/);
    });

    it('a repeated data parameter is a 400, not a 500', async () => {
      expectError(
        await send('GET', '/resource/HomefeedResource/get/?data=%7B%7D&data=%7B%7D'),
        400,
        'bad_request',
      );
    });

    it('options that are not an object are a 400', async () => {
      expectError(await get('HomefeedResource', 'everything'), 400, 'bad_request');
    });
  });

  describe('option validation names the field', () => {
    it.each([
      ['letters', 'abc'],
      ['zero', '0'],
      ['a leading zero', '0123'],
      ['a negative number', '-5'],
      ['an empty string', ''],
      ['25 digits', '1234567890123456789012345'],
      ['the bigint maximum (beyond a safe JS integer)', '9223372036854775807'],
      ['a fraction', 1.5],
      ['an object', { id: 1 }],
      ['null', null],
    ])('PinResource id as %s is a 400 naming id', async (_label, id) => {
      const err = expectError(await get('PinResource', { id }), 400, 'bad_request');
      expect(err.message).toMatch(/\bid\b/);
    });

    it('a missing id is a 400 naming id', async () => {
      const err = expectError(await get('PinResource', {}), 400, 'bad_request');
      expect(err.message).toMatch(/\bid\b/);
    });

    it.each([
      ['negative', -1],
      ['zero', 0],
      ['1000', 1000],
      ['a fraction', 2.5],
      ['a word', 'many'],
    ])('page_size %s is a 400 naming page_size', async (_label, page_size) => {
      const err = expectError(await get('HomefeedResource', { page_size }), 400, 'bad_request');
      expect(err.message).toMatch(/page_size/);
    });

    it('RelatedPinFeedResource pin_id is validated like an id', async () => {
      const err = expectError(
        await get('RelatedPinFeedResource', { pin_id: 'abc' }),
        400,
        'bad_request',
      );
      expect(err.message).toMatch(/pin_id/);
    });

    it('a bookmark over 500 characters is a 400 naming bookmark', async () => {
      const err = expectError(
        await get('HomefeedResource', { bookmark: 'x'.repeat(600) }),
        400,
        'bad_request',
      );
      expect(err.message).toMatch(/bookmark/);
    });

    it('a username over 30 characters is a 400 naming username', async () => {
      const err = expectError(
        await get('UserResource', { username: 'u'.repeat(31) }),
        400,
        'bad_request',
      );
      expect(err.message).toMatch(/username/);
    });

    it.each([
      ['path characters', '../etc'],
      ['a percent sign', '100%'],
      ['a quote', "o'brien"],
      ['a reserved word', 'settings'],
    ])('a username with %s is a 404, never a 500', async (_label, username) => {
      expectError(await get('UserResource', { username }), 404, 'not_found');
    });

    it('BoardsResource include_archived must be a boolean', async () => {
      const err = expectError(
        await get('BoardsResource', { username: 'envelope_owner', include_archived: 'yes' }),
        400,
        'bad_request',
      );
      expect(err.message).toMatch(/include_archived/);
    });
  });

  describe('other paths', () => {
    it('/healthz answers status ok and the database kind', async () => {
      const res = await send('GET', '/healthz');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: kind });
    });

    // docs/architecture.md "The API": /resource/* and /v3/* belong to the JSON API; only everything else is a page.
    it.each([
      '/resource/',
      '/resource/PinResource',
      '/resource/PinResource/get',
      '/resource/PinResource/get/extra/',
      '/v3/pins/1/favorite/',
      '/v3/no/such/endpoint/',
    ])('GET %s is a 404 JSON envelope', async (url) => {
      expectError(await send('GET', url), 404);
    });
  });
});
