import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { seedDemo } from '#server/demo/seed';
import { createSession } from '#server/services/accounts/sessions';
import { createTestApp, type TestApp } from '../support/app.ts';
import { BROWSER, getPage, SERVER_BUILD } from './page-support.ts';

/**
 * A page arrives whole (app/entry.server.tsx): no Suspense boundary is streamed after the shell,
 * as a fallback plus a hidden <div> and a script that moves it in on a later frame (the first
 * paint would show the fallback). The header's lazy buttons are pending on a process's first
 * render, so this file's first signed-in page is the case to check.
 */
describe.skipIf(!existsSync(SERVER_BUILD))('server-rendered pages arrive complete', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const ctx = t.tessera.systemCtx();
    await seedDemo(ctx, { users: 4, boards: 6, pins: 24 });
    const [user] = await ctx.db.select({ id: users.id }).from(users).limit(1);
    if (!user) throw new Error('the demo seed made no user');
    const grant = await ctx.db.transaction((tx) =>
      createSession({ ...ctx, userAgent: BROWSER, ip: '127.0.0.1' }, tx, user.id),
    );
    cookie = `tessera_session=${grant.token}`;
  }, 240_000);
  afterAll(() => t?.close());

  it('the first signed-in home of a fresh process has every boundary in place, no reveal script', async () => {
    const res = await getPage(t.tessera.app, '/', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('aria-label="Account and settings"');
    expect(res.body).toContain('aria-label="Notifications"');
    // React's markers of a boundary sent before its content, and the scripts that reveal it
    expect(res.body).not.toContain('<!--$?-->');
    expect(res.body).not.toMatch(/<template id="B:/);
    expect(res.body).not.toMatch(/\$RC\(|\$RV\(/);
  });
});
