import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '#server/api/envelope';
import { saveInstanceSettings } from '#server/services/instance/settings';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { Client, freshIp, signedUp } from './auth-support.ts';

// Decision 064: the errors the account side's services answer with are said in the request's
// language (the JSON envelope's message), English without one; /v5 answers in English unless
// the call itself sends Accept-Language. Over HTTP, on both databases.

function messageOf(res: LightMyRequestResponse): string {
  const error = (res.json() as Envelope<unknown>).resource_response.error;
  if (!error) throw new Error(`expected an error, got ${res.statusCode} ${res.body.slice(0, 200)}`);
  return error.message;
}

describe.each(dbKinds())('service errors in the request language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** a visitor's GET of a resource, with these headers */
  const visitorGet = (name: string, headers: Record<string, string> = {}, data?: string) =>
    t.tessera.app.inject({
      method: 'GET',
      url: `/resource/${name}/get/?data=${data ?? encodeURIComponent('{"options":{}}')}`,
      headers: { 'x-forwarded-for': freshIp(), ...headers },
    });

  it('a login prompt (services/notifications): German, Japanese, else English', async () => {
    const de = await visitorGet('NotificationsResource', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(de.statusCode).toBe(401);
    expect(messageOf(de)).toBe('Melde dich an, um deine Benachrichtigungen zu sehen');
    const ja = await visitorGet('NotificationsResource', { 'accept-language': 'ja' });
    expect(messageOf(ja)).toBe('お知らせを表示するにはログインしてください');
    const en = await visitorGet('NotificationsResource');
    expect(en.statusCode).toBe(401);
    expect(messageOf(en)).toBe('Log in to see your notifications');
  });

  it('a failed login (services/accounts): German with the header, English without', async () => {
    const { email } = await signedUp(t);
    const de = await new Client(t).post(
      'UserSessionResource',
      'create',
      { username_or_email: email, password: 'not the password at all' },
      { 'accept-language': 'de' },
    );
    expect(de.statusCode).toBe(401);
    expect(messageOf(de)).toBe('Die E-Mail-Adresse oder das Passwort ist falsch.');
    const en = await new Client(t).login(email, 'not the password at all');
    expect(en.statusCode).toBe(401);
    expect(messageOf(en)).toBe('The email or password you entered is incorrect.');
  });

  it("the API's own refusals (api/resource.ts) and a value in the message", async () => {
    const de = await visitorGet('NotificationsResource', { 'accept-language': 'de' }, 'not-json');
    expect(de.statusCode).toBe(400);
    expect(messageOf(de)).toBe('Der Parameter data ist kein gültiges JSON.');
    const en = await visitorGet('NotificationsResource', {}, 'not-json');
    expect(messageOf(en)).toBe('The data parameter is not valid JSON.');
    const missing = await visitorGet(
      'UserResource',
      { 'accept-language': 'ja' },
      encodeURIComponent(JSON.stringify({ options: { username: 'nobody_at_all_here' } })),
    );
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe('nobody_at_all_here という名前のプロフィールはありません。');
  });

  it("/v5 stays English, whatever the instance's language, unless the call asks", async () => {
    await saveInstanceSettings(t.tessera.systemCtx(), { defaultLanguage: 'de' }, null);
    try {
      // the instance's default reaches the resource API...
      expect(messageOf(await visitorGet('NotificationsResource'))).toBe(
        'Melde dich an, um deine Benachrichtigungen zu sehen',
      );
      // ...but not a third-party client of /v5, which may match on Pinterest's English
      const plain = await t.tessera.app.inject({ method: 'GET', url: '/v5/user_account' });
      expect(plain.statusCode).toBe(401);
      expect(plain.json()).toEqual({ code: 2, message: 'Authentication failed.' });
      const asked = await t.tessera.app.inject({
        method: 'GET',
        url: '/v5/user_account',
        headers: { 'accept-language': 'ja' },
      });
      expect(asked.statusCode).toBe(401);
      expect(asked.json()).toEqual({ code: 2, message: '認証に失敗しました。' });
    } finally {
      await saveInstanceSettings(t.tessera.systemCtx(), { defaultLanguage: 'en' }, null);
    }
  });
});
