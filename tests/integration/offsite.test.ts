import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOffsite, verifyOffsite } from '#server/services/outbound/offsite-token';
import { listDomain, unlistDomain, verdictFor } from '#server/services/outbound/safety-list';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin, makeUser } from '../support/factory.ts';
import { errorOf, type Res, rr, signedUp } from './auth-support.ts';
import { Browser } from './experiences-support.ts';
import { getPage, SERVER_BUILD } from './page-support.ts';

// Issue 13: outbound links go through the offsite check and the signed /offsite/ redirect, which
// is never an open redirect.

interface Answer {
  redirect_status: string;
  url: string;
  message: string;
  offsite_url: string | null;
}

const LINKS = {
  ok: 'https://shop.test/lamps/brass?ref=tessera',
  blocked: 'https://www.spam.test/win-a-prize',
  porn: 'https://videos.adult.test/x',
  other: 'https://elsewhere.test/',
};

describe.each(dbKinds())('outbound links on %s', (kind) => {
  let t: TestApp;
  let visitor: Browser;
  let secret = '';
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    secret = ctx.config.secret;
    visitor = new Browser(t);
    const owner = await makeUser(ctx);
    const board = await makeBoard(ctx, owner.id);
    const hidden = await makeBoard(ctx, owner.id, { privacy: 'secret' });
    for (const [k, link] of Object.entries(LINKS)) {
      id[k] = String((await makePin(ctx, owner.id, board.id, { link })).id);
    }
    id.secret = String((await makePin(ctx, owner.id, hidden.id, { link: LINKS.ok })).id);
    id.promoted = String(
      (
        await makePin(ctx, owner.id, board.id, {
          link: LINKS.ok,
          promotion: { isPromoted: true, adDestinationUrl: 'https://ads.shop.test/landing' },
        })
      ).id,
    );
    await listDomain(ctx, { host: 'spam.test', status: 'blocked', message: 'Fake prizes.' }, null);
    await listDomain(ctx, { host: 'adult.test', status: 'porn' }, null);
  });

  afterAll(async () => {
    await t?.close();
  });

  async function check(q: Record<string, string>, who: Browser = visitor): Promise<Res> {
    const s = new URLSearchParams(q).toString();
    return who.remember(
      await t.tessera.app.inject({
        method: 'GET',
        url: `/v3/offsite/?${s}`,
        headers: who.headers(),
      }),
    );
  }

  async function answer(pin: string, url: string): Promise<Answer> {
    const res = await check({ pin_id: pin, url, check_only: 'true', client_tracking_params: '' });
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as Answer;
  }

  it('P-316 P-317 M-345 M-346 an ok link answers its status, the sanitized url and a signed /offsite/ path', async () => {
    const a = await answer(id.ok ?? '', LINKS.ok);
    expect(a.redirect_status).toBe('ok');
    expect(a.url).toBe('https://shop.test/lamps/brass');
    expect(a.message).toBe('');
    const path = new URL(a.offsite_url ?? '', 'http://x');
    expect(path.pathname).toBe('/offsite/');
    expect(path.searchParams.get('url')).toBe(LINKS.ok);
    expect(path.searchParams.get('pin')).toBe(id.ok);
    // M-361: token={random}-{random}
    expect(path.searchParams.get('token')).toMatch(/^[0-9a-z]+-[A-Za-z0-9_-]{22}$/);
  });

  it('P-318 P-319 a blocked link answers the server message and no path to open', async () => {
    const a = await answer(id.blocked ?? '', LINKS.blocked);
    expect(a).toEqual({
      redirect_status: 'blocked',
      url: 'https://www.spam.test/win-a-prize',
      message: 'Fake prizes.',
      offsite_url: null,
    });
  });

  it('P-318 a listed domain covers its subdomains, with the default text when none was given', async () => {
    const a = await answer(id.porn ?? '', LINKS.porn);
    expect(a.redirect_status).toBe('porn');
    expect(a.message).toMatch(/adult content/);
    expect(a.offsite_url).toBeNull();
  });

  it('P-045 a promoted pin is checked against its ad destination', async () => {
    const a = await answer(id.promoted ?? '', 'https://ads.shop.test/landing');
    expect(a.redirect_status).toBe('ok');
    const wrong = await check({ pin_id: id.promoted ?? '', url: LINKS.ok });
    expect(wrong.statusCode).toBe(400);
  });

  it('only a pin’s own link is signed, and bad input is a readable 4xx', async () => {
    const notItsLink = await check({ pin_id: id.ok ?? '', url: LINKS.other });
    expect(notItsLink.statusCode).toBe(400);
    expect(errorOf(notItsLink).message).toBe('That link is not the link of this Pin.');
    expect((await check({ url: LINKS.ok })).statusCode).toBe(400);
    expect((await check({ pin_id: 'abc', url: LINKS.ok })).statusCode).toBe(400);
    expect((await check({ pin_id: id.ok ?? '' })).statusCode).toBe(400);
    const js = await check({ pin_id: id.ok ?? '', url: 'javascript:alert(1)' });
    expect(js.statusCode).toBe(400);
    expect(errorOf(js).message).toBe('That link cannot be opened.');
    expect((await check({ pin_id: '999999999', url: LINKS.ok })).statusCode).toBe(404);
    // a pin on a secret board does not exist for a visitor
    expect((await check({ pin_id: id.secret ?? '', url: LINKS.ok })).statusCode).toBe(404);
    const long = await check({ pin_id: id.ok ?? '', url: LINKS.ok, aux_data: 'x'.repeat(3000) });
    expect(long.statusCode).toBe(400);
  });

  it('a POST without the CSRF token of a session is refused; a visitor’s POST checks like GET', async () => {
    const res = await t.tessera.app.inject({
      method: 'POST',
      url: '/v3/offsite/',
      headers: {
        ...visitor.headers(),
        'content-type': 'application/json',
        origin: 'https://evil.test',
      },
      payload: { pin_id: id.ok, url: LINKS.ok, check_only: true },
    });
    expect(res.statusCode).toBe(403);
  });

  it('tokens: valid for exactly their url, pin and holder, until they expire', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    const target = { url: LINKS.ok, pin: '12', holder: 'v:AAAAAAAAAAAAAAAAAAAAAA' };
    const token = signOffsite(secret, target, now);
    expect(verifyOffsite(secret, token, target, now)).toBe('valid');
    expect(verifyOffsite(secret, token, target, now + 9 * 60_000)).toBe('valid');
    expect(verifyOffsite(secret, token, target, now + 11 * 60_000)).toBe('expired');
    expect(verifyOffsite(secret, token, { ...target, url: LINKS.other }, now)).toBe('invalid');
    expect(verifyOffsite(secret, token, { ...target, pin: '13' }, now)).toBe('invalid');
    expect(
      verifyOffsite(secret, token, { ...target, holder: 'v:BBBBBBBBBBBBBBBBBBBBBB' }, now),
    ).toBe('invalid');
    expect(verifyOffsite(`${secret}x`, token, target, now)).toBe('invalid');
    const [exp, mac] = token.split('-');
    const flipped = `${mac?.[0] === 'A' ? 'B' : 'A'}${mac?.slice(1)}`;
    expect(verifyOffsite(secret, `${exp}-${flipped}`, target, now)).toBe('invalid');
    // a later expiry with the old MAC does not pass
    const later = (Number.parseInt(exp ?? '0', 36) + 3600).toString(36);
    expect(verifyOffsite(secret, `${later}-${mac}`, target, now)).toBe('invalid');
    for (const bad of [null, undefined, '', 'nonsense', `${exp}-`, `-${mac}`]) {
      expect(verifyOffsite(secret, bad, target, now)).toBe('invalid');
    }
  });

  it('the safety list: a change is seen at once; bad entries are readable 400s', async () => {
    const ctx = t.tessera.systemCtx();
    expect((await verdictFor(ctx.db, 'https://fresh.test/')).status).toBe('ok');
    await listDomain(ctx, { host: 'https://WWW.Fresh.test/path', status: 'suspicious' }, null);
    expect((await verdictFor(ctx.db, 'https://a.fresh.test/')).status).toBe('suspicious');
    await listDomain(ctx, { host: 'fresh.test', status: 'blocked', message: 'Now blocked.' }, null);
    expect(await verdictFor(ctx.db, 'https://fresh.test/')).toEqual({
      status: 'blocked',
      listedHost: 'fresh.test',
      message: 'Now blocked.',
    });
    expect(await unlistDomain(ctx, 'fresh.test')).toBe(true);
    expect(await unlistDomain(ctx, 'fresh.test')).toBe(false);
    expect((await verdictFor(ctx.db, 'https://fresh.test/')).status).toBe('ok');
    await expect(listDomain(ctx, { host: 'not a host', status: 'blocked' }, null)).rejects.toThrow(
      /is not a domain/,
    );
    await expect(listDomain(ctx, { host: 'ok.test', status: 'ok' }, null)).rejects.toThrow(
      /blocked, suspicious or porn/,
    );
    await expect(
      listDomain(ctx, { host: 'ok.test', status: 'blocked', message: 'x'.repeat(301) }, null),
    ).rejects.toThrow(/at most 300/);
  });

  describe.skipIf(!existsSync(SERVER_BUILD))('/offsite/ (needs the page build)', () => {
    async function offsite(q: Record<string, string>, who: Browser = visitor): Promise<Res> {
      return getPage(
        t.tessera.app,
        `/offsite/?${new URLSearchParams(q).toString()}`,
        cookiesOf(who),
      );
    }

    function cookiesOf(who: Browser): Record<string, string> {
      const { cookie } = who.headers();
      return cookie ? { cookie } : {};
    }

    function confirms(res: Res, host: string): void {
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('You are leaving Tessera');
      expect(res.body).toContain(host);
      expect(res.body).toContain('Continue');
    }

    it('decision 037 a signed link works only for who asked; anyone else is asked to confirm the named target', async () => {
      // a person puts a phishing link on their own secret board and asks for its signed path
      const owner = await signedUp(t);
      const ctx = t.tessera.systemCtx();
      const hidden = await makeBoard(ctx, owner.id, { privacy: 'secret' });
      const phish = 'https://evil-phish.test/login';
      const pin = String((await makePin(ctx, owner.id, hidden.id, { link: phish })).id);
      const asker = Object.assign(new Browser(t), { cookie: owner.client.cookie });
      asker.csrf = owner.client.csrf;
      const res = await check({ pin_id: pin, url: phish }, asker);
      expect(res.statusCode, res.body).toBe(200);
      const path = (rr(res).data as Answer).offsite_url ?? '';
      expect(path).toMatch(/^\/offsite\//);
      // the asker goes on
      const own = await getPage(t.tessera.app, path, cookiesOf(asker));
      expect(own.statusCode).toBe(302);
      // a visitor given the link, with or without a browser id of their own, only confirms
      confirms(await getPage(t.tessera.app, path), 'evil-phish.test');
      const stranger = new Browser(t);
      await check({ pin_id: id.ok ?? '', url: LINKS.ok }, stranger);
      expect(stranger.vid).toBeTruthy();
      confirms(await getPage(t.tessera.app, path, cookiesOf(stranger)), 'evil-phish.test');
      // nor can anyone else have that pin's link signed: it is not visible to them
      expect((await check({ pin_id: pin, url: phish }, stranger)).statusCode).toBe(404);
    });

    it('decision 037 the safety list is read again when the signed link is opened', async () => {
      const ctx = t.tessera.systemCtx();
      const owner = await makeUser(ctx);
      const board = await makeBoard(ctx, owner.id);
      const link = 'https://turns-bad.test/offer';
      const pin = String((await makePin(ctx, owner.id, board.id, { link })).id);
      const a = await answer(pin, link);
      expect(a.offsite_url).toBeTruthy();
      await listDomain(ctx, { host: 'turns-bad.test', status: 'blocked', message: 'Scam.' }, null);
      const res = await getPage(t.tessera.app, a.offsite_url ?? '', cookiesOf(visitor));
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('Heads up!');
    });

    it('M-121 M-361 a signed link redirects to its target without a referrer', async () => {
      const a = await answer(id.ok ?? '', LINKS.ok);
      const res = await getPage(t.tessera.app, a.offsite_url ?? '', cookiesOf(visitor));
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(LINKS.ok);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(String(res.headers['cache-control'])).toMatch(/no-store/);
    });

    it('ASVS 3.7.3 no token, a tampered one or another url: no redirect, a page naming the target to confirm', async () => {
      const a = await answer(id.ok ?? '', LINKS.ok);
      const signed = new URL(a.offsite_url ?? '', 'http://x').searchParams;
      const token = signed.get('token') ?? '';
      const cases: Record<string, string>[] = [
        { url: 'https://evil.test/phish', pin: id.ok ?? '' },
        { token, url: 'https://evil.test/phish', pin: id.ok ?? '' },
        {
          token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
          url: LINKS.ok,
          pin: id.ok ?? '',
        },
        { token, url: LINKS.ok, pin: id.blocked ?? '' },
      ];
      for (const q of cases) {
        const res = await offsite(q);
        expect(res.statusCode, JSON.stringify(q)).toBe(200);
        expect(res.headers.location).toBeUndefined();
        expect(res.body).toContain('You are leaving Tessera');
        expect(res.body).toContain(new URL(q.url ?? '').host);
        expect(res.body).toContain('Continue');
        expect(res.body).toContain('Cancel');
      }
    });

    it('an expired token asks again', async () => {
      const old = signOffsite(
        secret,
        { url: LINKS.ok, pin: id.ok ?? '', holder: `v:${visitor.vid?.split('.')[0]}` },
        Date.now() - 11 * 60_000,
      );
      const res = await offsite({ token: old, url: LINKS.ok, pin: id.ok ?? '' });
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('This link is out of date');
    });

    it('P-052 P-053 P-054 P-055 P-056 a listed host shows Heads up! even with a valid token, and no way through', async () => {
      const token = signOffsite(
        secret,
        { url: LINKS.blocked, pin: id.blocked ?? '', holder: `v:${visitor.vid?.split('.')[0]}` },
        Date.now(),
      );
      const res = await offsite({ token, url: LINKS.blocked, pin: id.blocked ?? '' });
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('Heads up!');
      expect(res.body).toContain('We have blocked this link');
      expect(res.body).toContain('>spam.test<');
      expect(res.body).toContain('Fake prizes.');
      expect(res.body).toContain('href="/community-guidelines/#spam"');
      expect(res.body).toContain('Okay');
      expect(res.body).not.toContain('Continue');
    });

    it('something that is not a web link is a readable 400 page, never a redirect', async () => {
      for (const url of [
        'javascript:alert(1)',
        '//evil.test/',
        '/pin/1/',
        'https://user:pw@evil.test/',
        '',
      ]) {
        const res = await offsite({ url, pin: '1' });
        expect(res.statusCode, url).toBe(400);
        expect(res.headers.location).toBeUndefined();
        expect(res.body).toContain('This link can');
      }
    });
  });
});
