import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '#server/api/envelope';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeUser } from '../support/factory.ts';

// Decision 064: the content services' errors (boards, pins, …) are said in the request's language:
// the JSON envelope's message follows Accept-Language, and is today's English without it.

function messageOf(res: LightMyRequestResponse, status: number): string | undefined {
  expect(res.statusCode).toBe(status);
  return (res.json() as Envelope<unknown>).resource_response.error?.message;
}

describe.each(dbKinds())('content errors in the request language on %s', (kind) => {
  let t: TestApp;
  let username: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    username = (await makeUser(t.tessera.systemCtx(), { username: `errors_content_${kind}` }))
      .username;
  });
  afterAll(() => t?.close());

  function get(name: string, options: unknown, language?: string) {
    const data = encodeURIComponent(JSON.stringify({ options }));
    return t.tessera.app.inject({
      method: 'GET',
      url: `/resource/${name}/get/?data=${data}`,
      headers: language ? { 'accept-language': language } : {},
    });
  }

  it('an unknown pin (services/pins): English, German, Japanese', async () => {
    const pin = { id: '987654321' };
    expect(messageOf(await get('PinResource', pin), 404)).toBe('Unavailable');
    expect(messageOf(await get('PinResource', pin, 'de-DE,de;q=0.9'), 404)).toBe('Nicht verfügbar');
    expect(messageOf(await get('PinResource', pin, 'ja'), 404)).toBe('利用できません');
  });

  it('an unknown board (services/boards)', async () => {
    const board = { board_id: '987654321' };
    expect(messageOf(await get('BoardResource', board), 404)).toBe(
      'This board does not exist or is not visible to you.',
    );
    expect(messageOf(await get('BoardResource', board, 'de'), 404)).toBe(
      'Diese Pinnwand existiert nicht oder ist für dich nicht sichtbar.',
    );
    expect(messageOf(await get('BoardResource', board, 'ja'), 404)).toBe(
      'このボードは存在しないか、表示できません。',
    );
  });

  it("a bad bookmark of a profile's boards (a helper given the request's ctx)", async () => {
    const options = { username, bookmark: '!!!' };
    expect(messageOf(await get('BoardsResource', options), 400)).toBe(
      'The bookmark is not valid; start again from the first page.',
    );
    expect(messageOf(await get('BoardsResource', options, 'de'), 400)).toBe(
      'Das Lesezeichen ist ungültig. Fang noch einmal auf der ersten Seite an.',
    );
  });
});
