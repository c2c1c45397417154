import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '#server/api/envelope';
import type { Ctx } from '#server/context';
import { users } from '#server/db/schema/index';
import { suspendUser } from '#server/services/admin/users';
import { listOpenProfileReports } from '#server/services/feedback/profile-reports';
import { saveInstanceSettings } from '#server/services/instance/settings';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { Client, sha256Hex, signedUp } from './auth-support.ts';

// Decision 064: what the account, instance, moderation and report rules word themselves (they
// return a Said) is said in the request's language; English without one. Over HTTP where a
// person meets it, through the services where only an administrator does; on both databases.

function messageOf(res: LightMyRequestResponse): string {
  const error = (res.json() as Envelope<unknown>).resource_response.error;
  if (!error) throw new Error(`expected an error, got ${res.statusCode} ${res.body.slice(0, 200)}`);
  return error.message;
}

const DE = { 'accept-language': 'de-DE,de;q=0.9' };

describe.each(dbKinds())('the rules’ words in the request language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('a new password’s shape (password rules): German with the header, English without', async () => {
    const ask = (headers: Record<string, string>) =>
      new Client(t).post(
        'UserRegisterResource',
        'create',
        {
          email: `short_${Math.random().toString(36).slice(2)}@example.com`,
          password: 'short',
          username: `short_${Math.random().toString(36).slice(2, 10)}`,
          first_name: 'Kim',
        },
        headers,
      );
    const de = await ask(DE);
    expect(de.statusCode).toBe(400);
    expect(messageOf(de)).toBe('Verwende mindestens 8 Zeichen.');
    expect(messageOf(await ask({}))).toBe('Use at least 8 characters.');
  });

  it('a token’s and an app’s problems (api tokens, OAuth apps)', async () => {
    const me = await signedUp(t);
    const token = await me.client.post(
      'ApiTokenResource',
      'create',
      { name: 'x'.repeat(61), scopes: ['pins:read'] },
      DE,
    );
    expect(token.statusCode).toBe(400);
    expect(messageOf(token)).toBe('Verwende höchstens 60 Zeichen.');
    const app = await me.client.post(
      'OAuthAppResource',
      'create',
      { name: 'Mein Skript', redirect_uris: ['http://app.example/cb'] },
      DE,
    );
    expect(app.statusCode).toBe(400);
    expect(messageOf(app)).toBe('Verwende https, oder http nur auf localhost oder 127.0.0.1.');
    const english = await me.client.post('OAuthAppResource', 'create', {
      name: 'My script',
      redirect_uris: ['http://app.example/cb'],
    });
    expect(messageOf(english)).toBe('Use https, or http only on localhost or 127.0.0.1.');
  });

  it('a suspended account’s sign-in: German, the moderators’ words kept as written', async () => {
    const p = await signedUp(t);
    await t.tessera.database.db
      .update(users)
      .set({ deletedAt: new Date(), suspendedAt: new Date(), suspensionReason: 'Spam links' })
      .where(eq(users.id, p.id));
    const de = await new Client(t).post(
      'UserSessionResource',
      'create',
      { username_or_email: p.email, password: p.password },
      DE,
    );
    expect(de.statusCode).toBe(401);
    expect(messageOf(de)).toBe('Dieses Konto ist gesperrt: Spam links');
    const en = await new Client(t).login(p.email, p.password);
    expect(messageOf(en)).toBe('This account is suspended: Spam links');
  });

  it('a profile report’s problem, and its reason as the administrators read it', async () => {
    const [reporter, reported, admin] = [await signedUp(t), await signedUp(t), await signedUp(t)];
    const vague = await reporter.client.post(
      'UserReportResource',
      'create',
      { user_id: String(reported.id), reason: 'other', details: ' ' },
      DE,
    );
    expect(vague.statusCode).toBe(400);
    expect(messageOf(vague)).toBe('Sag uns, was mit diesem Profil nicht stimmt.');
    const sent = await reporter.client.post('UserReportResource', 'create', {
      user_id: String(reported.id),
      reason: 'impersonation',
    });
    expect(sent.statusCode, sent.body).toBe(200);

    // an administrator reading in German: the stored reason (a code) said through the catalog
    await t.tessera.database.db
      .update(users)
      .set({ role: 'employee' })
      .where(eq(users.id, admin.id));
    await bumpDataVersion();
    const viewer = await admin.client.viewer();
    const cookie = admin.client.cookie?.value ?? '';
    const ctx: Ctx = {
      ...t.tessera.systemCtx(),
      viewer,
      session: { id: sha256Hex(cookie), userId: admin.id },
      locale: 'de',
    };
    const mine = (await listOpenProfileReports(ctx)).find(
      (r) => r.profile.username === reported.username,
    );
    expect(mine?.reasons).toEqual([{ label: 'Gibt sich als jemand anderes aus', count: 1 }]);
    const english = (await listOpenProfileReports({ ...ctx, locale: 'en' })).find(
      (r) => r.profile.username === reported.username,
    );
    expect(english?.reasons[0]?.label).toBe('Pretending to be someone');

    // moderation's refusals and the instance settings' problems, in the administrator's language
    await expect(suspendUser(ctx, admin.id, 'Test')).rejects.toThrow(
      'Du kannst dich nicht selbst sperren.',
    );
    await expect(saveInstanceSettings(ctx, { name: '' }, admin.id)).rejects.toThrow(
      'Der Name darf nicht leer sein.',
    );
    await expect(saveInstanceSettings(t.tessera.systemCtx(), { name: '' }, null)).rejects.toThrow(
      'The name cannot be empty.',
    );
  });
});
