import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { getExperience, SYSTEM_AUTHOR } from '#server/services/experiences/authoring';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { type Client, type Res, signedUp } from './auth-support.ts';
import { SERVER_BUILD } from './page-support.ts';

// Issue 14: employees author experiences at /admin/experiences without touching the database.

const FORM = {
  intent: 'save',
  state: 'draft',
  name: 'Spring toast',
  id: '',
  type: '10',
  placement_ids: '1000503, 11',
  display_data: '{"text": "Spring is here"}',
  triggerable_placed_exps: '',
  audience: 'signed_in',
  newness: 'any',
  has_boards: 'yes',
  is_partner: 'any',
  countries: 'us, GB',
  locales: '',
  priority: '3',
  starts_at: '',
  ends_at: '',
  frequency_cap: '2',
  holdout_percent: '10',
};

describe.skipIf(!existsSync(SERVER_BUILD))('the experience pages (needs the build)', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let t: TestApp;
    let staff: Client;
    let person: Client;

    beforeAll(async () => {
      t = await createTestApp(kind);
      const s = await signedUp(t);
      await t.tessera.database.db.update(users).set({ role: 'employee' }).where(eq(users.id, s.id));
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

    function post(url: string, c: Client, fields: Record<string, string | string[]>) {
      const body = new URLSearchParams({ _csrf: c.csrf ?? '' });
      for (const [k, v] of Object.entries(fields)) {
        for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
      }
      return t.tessera.app.inject({
        method: 'POST',
        url,
        headers: c.headers({
          origin: 'http://localhost',
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        }),
        payload: body.toString(),
      });
    }

    it('is the 404 page for visitors and people who are not employees, for GET and POST', async () => {
      for (const url of ['/admin/experiences', '/admin/experiences/new']) {
        for (const c of [undefined, person]) expect((await get(url, c)).statusCode).toBe(404);
      }
      expect((await post('/admin/experiences/new', person, FORM)).statusCode).toBe(404);
    });

    it('creates from the form with targeting, shows each refusal by path, activates and lists it', async () => {
      const bad = await post('/admin/experiences/new', staff, {
        ...FORM,
        display_data: '{"text": 5}',
        countries: 'USA',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('text: Invalid input: expected string, received number');
      expect(bad.body).toContain('Countries are two capital letters, like US.');
      const notJson = await post('/admin/experiences/new', staff, { ...FORM, display_data: '{' });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.body).toContain('This is not JSON');

      const made = await post('/admin/experiences/new', staff, {
        ...FORM,
        routes: ['home', 'board'],
        predicates: ['has_saved_a_pin'],
        triggered_only: 'on',
      });
      expect(made.statusCode).toBe(302);
      const id = Number(/saved=(\d+)/.exec(String(made.headers.location))?.[1]);
      const stored = await getExperience(t.tessera.systemCtx(), SYSTEM_AUTHOR, id);
      expect(stored).toMatchObject({
        placement_ids: [11, 1000503],
        priority: 3,
        frequency_cap: 2,
        holdout_percent: 10,
        targeting: {
          audience: 'signed_in',
          newness: 'any',
          has_boards: true,
          countries: ['US', 'GB'],
          routes: ['home', 'board'],
          predicates: ['has_saved_a_pin'],
          triggered_only: true,
        },
      });
      const list = await get(String(made.headers.location), staff);
      expect(list.body).toContain('Spring toast is saved.');
      expect(list.body).toContain('Draft');

      const on = await post('/admin/experiences', staff, { intent: 'activate', id: String(id) });
      expect(on.statusCode).toBe(200);
      expect(on.body).toContain('Spring toast is active.');
      const editor = await get(`/admin/experiences/${id}`, staff);
      expect(editor.body).toContain('Spring is here');
      expect(editor.body).toContain('data-experience-preview');

      const edited = await post(`/admin/experiences/${id}`, staff, {
        ...FORM,
        id: String(id),
        state: 'active',
        display_data: '{}',
      });
      expect(edited.statusCode).toBe(400);
      expect(edited.body).toContain('A toast needs its text.');
      const gone = await post(`/admin/experiences/${id}`, staff, {
        intent: 'delete',
        id: String(id),
      });
      expect(gone.statusCode).toBe(302);
      expect((await get(`/admin/experiences/${id}`, staff)).statusCode).toBe(404);
    });
  });
});
