import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { listDomain, listDomains } from '#server/services/outbound/safety-list';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { type Client, type Res, signedUp } from './auth-support.ts';
import { mainText, SERVER_BUILD, tags, title } from './page-support.ts';

// The employee page that keeps the domain safety list (/admin/domains) and the community
// guidelines page its blocked-link dialog points to (/community-guidelines/#spam).

describe.skipIf(!existsSync(SERVER_BUILD))('the domain safety list page (needs the build)', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let t: TestApp;
    let staff: Client;
    let person: Client;

    beforeAll(async () => {
      t = await createTestApp(kind);
      const s = await signedUp(t);
      await t.tessera.database.db.update(users).set({ role: 'employee' }).where(eq(users.id, s.id));
      // a write outside a request tells the caches, as `tessera users role` does
      bumpDataVersion();
      staff = s.client;
      person = (await signedUp(t)).client;
    });
    afterAll(() => t.close());

    function get(url: string, c?: Client): Promise<Res> {
      return t.tessera.app.inject({
        method: 'GET',
        url,
        headers: { ...(c ? c.headers() : {}), accept: 'text/html' },
      });
    }

    /** The page's form as a browser without scripts posts it, with the session's CSRF token. */
    function post(c: Client, fields: Record<string, string>): Promise<Res> {
      return t.tessera.app.inject({
        method: 'POST',
        url: '/admin/domains',
        headers: c.headers({
          origin: 'http://localhost',
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        }),
        payload: new URLSearchParams({ _csrf: c.csrf ?? '', ...fields }).toString(),
      });
    }

    /** The listed hosts as the page shows them (each entry's heading). */
    function shownHosts(html: string): string[] {
      return [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1] ?? '');
    }

    it('is the 404 page for visitors and people who are not employees, for GET and POST', async () => {
      for (const c of [undefined, person]) {
        const res = await get('/admin/domains', c);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('Domain safety list');
      }
      const visitorPost = await t.tessera.app.inject({
        method: 'POST',
        url: '/admin/domains',
        headers: {
          origin: 'http://localhost',
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'intent=list&host=visitor.example&status=blocked',
      });
      expect(visitorPost.statusCode).toBe(404);
      const personPost = await post(person, {
        intent: 'list',
        host: 'person.example',
        status: 'blocked',
      });
      expect(personPost.statusCode).toBe(404);
      expect(await listDomains(t.tessera.database.db)).toEqual([]);
    });

    it('an employee sees the empty state, then the entries with their status and message', async () => {
      const empty = await get('/admin/domains', staff);
      expect(empty.statusCode).toBe(200);
      expect(title(empty.body)).toBe('Domain safety list | Tessera');
      expect(mainText(empty.body)).toContain('No domain is listed: every link opens.');

      const ctx = t.tessera.systemCtx();
      await listDomain(ctx, { host: 'listed.example', status: 'suspicious', message: '' }, null);
      await listDomain(
        ctx,
        { host: 'a-scam.example', status: 'blocked', message: 'Fake shop.' },
        null,
      );
      const res = await get('/admin/domains', staff);
      expect(res.statusCode).toBe(200);
      expect(shownHosts(res.body)).toEqual(['a-scam.example', 'listed.example']);
      const text = mainText(res.body);
      expect(text).toContain('Fake shop.');
      expect(text).toContain('(default message)');
      expect(text).toContain('Suspicious');
      expect(text).toMatch(/Updated\s+\w{3} \d{1,2}, \d{4}/);
      for (const host of ['a-scam.example', 'listed.example']) {
        await post(staff, { intent: 'unlist', host });
      }
    });

    it('the form lists a domain, changes it, refuses a bad host readably, and unlists it', async () => {
      const listed = await post(staff, {
        intent: 'list',
        host: 'https://www.Spam.Example/offer',
        status: 'porn',
        message: 'Adult site.',
      });
      expect(listed.statusCode, listed.body.slice(0, 300)).toBe(200);
      expect(mainText(listed.body)).toContain('spam.example is on the list as porn.');
      expect(shownHosts(listed.body)).toEqual(['spam.example']);
      const [entry] = await listDomains(t.tessera.database.db);
      expect(entry).toMatchObject({ host: 'spam.example', status: 'porn', message: 'Adult site.' });
      // who changed it is the employee signed in
      expect(String(entry?.updatedBy)).toBe((await staff.viewer()).id);

      const changed = await post(staff, {
        intent: 'list',
        host: 'spam.example',
        status: 'suspicious',
        message: '',
      });
      expect(changed.statusCode).toBe(200);
      expect(await listDomains(t.tessera.database.db)).toEqual([
        expect.objectContaining({ host: 'spam.example', status: 'suspicious', message: '' }),
      ]);
      expect(mainText(changed.body)).toContain('(default message)');

      const bad = await post(staff, { intent: 'list', host: 'not a host!', status: 'blocked' });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toMatch(/^text\/html/);
      expect(tags(bad.body, 'h1')).toHaveLength(1);
      expect(mainText(bad.body)).toContain('Domain safety list');
      expect(mainText(bad.body)).toContain('"not a host!" is not a domain');
      // the host field alone is marked, with what was typed kept
      const invalid = [...bad.body.matchAll(/<(?:input|select|textarea)\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((i) => i.includes('aria-invalid="true"'));
      expect(invalid).toHaveLength(1);
      expect(invalid[0]).toContain('name="host"');
      expect(invalid[0]).toContain('value="not a host!"');

      const long = await post(staff, {
        intent: 'list',
        host: 'long.example',
        status: 'blocked',
        message: 'x'.repeat(301),
      });
      expect(long.statusCode).toBe(400);
      expect(mainText(long.body)).toContain('The message must be at most 300 characters.');

      const odd = await post(staff, { intent: 'list', host: 'odd.example', status: 'ok' });
      expect(odd.statusCode).toBe(400);
      expect(mainText(odd.body)).toContain('The status must be blocked, suspicious or porn.');

      const unknown = await post(staff, { intent: 'shred' });
      expect(unknown.statusCode).toBe(400);
      expect(mainText(unknown.body)).toContain('This form is not known.');

      const removed = await post(staff, { intent: 'unlist', host: 'spam.example' });
      expect(removed.statusCode).toBe(200);
      expect(mainText(removed.body)).toContain('spam.example is off the list.');
      expect(shownHosts(removed.body)).toEqual([]);
      expect(await listDomains(t.tessera.database.db)).toEqual([]);

      const again = await post(staff, { intent: 'unlist', host: 'spam.example' });
      expect(mainText(again.body)).toContain('spam.example was not on the list.');
    });

    it('a post without the CSRF token changes nothing, even from an employee', async () => {
      const res = await t.tessera.app.inject({
        method: 'POST',
        url: '/admin/domains',
        headers: staff.headers({
          origin: 'http://localhost',
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        }),
        payload: 'intent=list&host=forged.example&status=blocked',
      });
      expect(res.statusCode).toBe(403);
      expect(await listDomains(t.tessera.database.db)).toEqual([]);
    });

    it('the community guidelines render for anyone, with the spam section the blocked-link dialog links to', async () => {
      for (const url of ['/community-guidelines/', '/community-guidelines']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(title(res.body)).toBe('Community guidelines | Tessera');
        const ids = tags(res.body, 'h2').map((h) => h.id);
        expect(ids).toEqual([
          'safety',
          'harassment',
          'spam',
          'intellectual-property',
          'adult-content',
          'reporting',
        ]);
        const spam = /<h2[^>]*id="spam"[\s\S]*?<\/section>/.exec(res.body)?.[0] ?? '';
        const spamText = mainText(spam);
        expect(spamText).toMatch(/spam, scams, malware or adult content/);
        expect(spamText).toContain('Heads up!');
        expect(spamText).toMatch(/report the Pin/i);
        expect(mainText(res.body)).not.toMatch(/pinterest/i);
      }
      const signedIn = await get('/community-guidelines/', person);
      expect(signedIn.statusCode).toBe(200);
    });
  });
});
