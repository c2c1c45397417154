import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinRedirectPath } from '#domain/catalogue/routes';
import { listDomain } from '#server/services/outbound/safety-list';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin, makeUser } from '../support/factory.ts';
import type { Res } from './auth-support.ts';
import { visitorCookieOf } from './experiences-support.ts';
import { getPage, SERVER_BUILD, title } from './page-support.ts';

// spec 01 §2 (P-042, P-043), issue 13: /pin_redirect, the clickthrough interstitial, continues
// only to the pin's own link through the signed /offsite/ path; it is never an open redirect.

const LINKS = {
  ok: 'https://shop.test/lamps/brass?ref=tessera',
  other: 'https://other-shop.test/chairs',
  blocked: 'https://www.spam.test/win-a-prize',
};

describe.skipIf(!existsSync(SERVER_BUILD)).each(dbKinds())('/pin_redirect on %s', (kind) => {
  let t: TestApp;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    const owner = await makeUser(ctx, { firstName: 'Lena' });
    const board = await makeBoard(ctx, owner.id);
    const secret = await makeBoard(ctx, owner.id, { privacy: 'secret' });
    id.ok = String(
      (await makePin(ctx, owner.id, board.id, { link: LINKS.ok, title: 'Brass lamp' })).id,
    );
    id.other = String((await makePin(ctx, owner.id, board.id, { link: LINKS.other })).id);
    id.blocked = String((await makePin(ctx, owner.id, board.id, { link: LINKS.blocked })).id);
    id.secret = String((await makePin(ctx, owner.id, secret.id, { link: LINKS.ok })).id);
    await listDomain(ctx, { host: 'spam.test', status: 'blocked', message: 'Fake prizes.' }, null);
  });

  afterAll(async () => {
    await t?.close();
  });

  function visit(q: Record<string, string>): Promise<Res> {
    return getPage(t.tessera.app, `/pin_redirect?${new URLSearchParams(q).toString()}`);
  }
  const fields = (redirectUrl: string, pin?: string) =>
    pinRedirectPath({
      domain: 'shop.test',
      domainImageUrl: '',
      origin: '/',
      pinCategory: '',
      pinImageUrl: '',
      redirectUrl,
      ...(pin !== undefined ? { pin } : {}),
    });
  function expectNoRedirect(res: Res, label: string) {
    expect(res.statusCode, label).not.toBe(301);
    expect(res.statusCode, label).not.toBe(302);
    expect(res.statusCode, label).toBeLessThan(500);
    expect(res.headers.location, label).toBeUndefined();
  }

  it('P-042 P-043 the pin and its own link: a server-rendered page that continues through the signed /offsite/', async () => {
    const res = await getPage(t.tessera.app, fields(LINKS.ok, id.ok));
    expectNoRedirect(res, 'good');
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Continue to shop.test | Tessera');
    expect(res.body).toContain('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(String(res.headers['cache-control'])).toMatch(/no-store/);
    expect(res.body).toContain('Brass lamp');
    expect(res.body).toContain('https://shop.test/lamps/brass');
    // the visitor's upsell
    expect(res.body).toContain('href="/signup"');
    const continueHref = /href="(\/offsite\/\?[^"]+)"/
      .exec(res.body)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(continueHref).toBeDefined();
    const q = new URL(continueHref ?? '', 'http://x').searchParams;
    expect(q.get('url')).toBe(LINKS.ok);
    expect(q.get('pin')).toBe(id.ok);
    // and that signed path really goes on to the pin's link, for the browser it was shown to
    // (decision 037: it was signed for that browser's visitor id)
    const vid = visitorCookieOf(res);
    expect(vid).not.toBeNull();
    const on = await getPage(t.tessera.app, continueHref ?? '', {
      cookie: `tessera_vid=${vid?.value}`,
    });
    expect(on.statusCode).toBe(302);
    expect(on.headers.location).toBe(LINKS.ok);
  });

  it('ASVS 3.7.3 another host, another pin, no pin or a hidden pin: never a redirect, a page naming the target to confirm', async () => {
    const cases: [string, Record<string, string>][] = [
      ['another host on a real pin', { redirectUrl: 'https://evil.test/phish', pin: id.ok ?? '' }],
      ['another pin’s link', { redirectUrl: LINKS.other, pin: id.ok ?? '' }],
      ['no pin', { redirectUrl: 'https://evil.test/phish' }],
      ['a pin that is not a number', { redirectUrl: 'https://evil.test/phish', pin: '1 or 1=1' }],
      ['an unknown pin', { redirectUrl: LINKS.ok, pin: '99999999' }],
      ['a pin on a secret board', { redirectUrl: LINKS.ok, pin: id.secret ?? '' }],
    ];
    for (const [label, q] of cases) {
      const res = await visit(q);
      expectNoRedirect(res, label);
      expect(res.statusCode, label).toBe(200);
      expect(res.body, label).toContain('You are leaving Tessera');
      expect(res.body, label).toContain(new URL(q.redirectUrl ?? '').host);
      expect(res.body, label).toContain('Continue');
      expect(res.body, label).toContain('Cancel');
      expect(res.body, label).not.toContain('/offsite/?');
    }
  });

  it('P-052 P-054 a listed host shows Heads up!, with no way on, even for the pin’s own link', async () => {
    const res = await visit({ redirectUrl: LINKS.blocked, pin: id.blocked ?? '' });
    expectNoRedirect(res, 'blocked');
    expect(res.body).toContain('Heads up!');
    // the blocked host, on its own line of the warning
    expect(res.body).toContain('>spam.test<');
    expect(res.body).toContain('Fake prizes.');
    expect(res.body).not.toContain('Continue');
  });

  it('javascript:, //host, a path, credentials or missing fields: a readable 400 page', async () => {
    const cases: Record<string, string>[] = [
      { redirectUrl: 'javascript:alert(1)', pin: id.ok ?? '' },
      { redirectUrl: '//evil.test/', pin: id.ok ?? '' },
      { redirectUrl: '/pin/1/', pin: id.ok ?? '' },
      { redirectUrl: 'https://user:pw@evil.test/', pin: id.ok ?? '' },
      { redirectUrl: 'data:text/html,hi', pin: id.ok ?? '' },
      { pin: id.ok ?? '' },
      {},
    ];
    for (const q of cases) {
      const res = await visit(q);
      expectNoRedirect(res, JSON.stringify(q));
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.body).toContain('This link can&#x27;t be opened');
      expect(title(res.body)).toBe("This link can't be opened | Tessera");
    }
  });

  it('the spec’s display fields are not shown as sent: a crafted image or domain does not reach the page', async () => {
    const res = await visit({
      domain: 'trust-me.test',
      domainImageUrl: 'https://evil.test/logo.png',
      origin: 'https://evil.test/',
      pinCategory: '<b>x</b>',
      pinImageUrl: 'https://evil.test/pic.png',
      redirectUrl: LINKS.ok,
      pin: id.ok ?? '',
    });
    expect(res.statusCode).toBe(200);
    // the log-in and sign-up links bring the person back to this very address (its query
    // encoded in their `next`, never shown); nothing else on the page may carry the fields
    const shown = res.body.replace(/([?&](amp;)?)next=[^"&]*/g, '$1next=…');
    expect(shown).not.toContain('evil.test');
    expect(shown).not.toContain('trust-me.test');
  });
});
