import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#server/context';
import { importItems } from '#server/db/schema/index';
import { isAppError } from '#server/errors';
import {
  createExperience,
  SYSTEM_AUTHOR,
  setExperienceState,
} from '#server/services/experiences/authoring';
import { importExperiences } from '#server/services/experiences/import';
import { listDomain } from '#server/services/outbound/safety-list';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { Client, errorOf, rr, signedUp } from './auth-support.ts';
import { BOUNDARY, multipart } from './pin-support.ts';

// Decision 064 (issue 38): what the authoring tools, the import parsers and the API's zod
// schemas word themselves is said in the request's language; the CLI's ctx (none) reads English.

async function refusal(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  if (!isAppError(e)) throw new Error(`expected a refusal, got ${String(e)}`);
  return e.message;
}

describe.each(dbKinds())('authoring, imports and zod in the request’s language on %s', (kind) => {
  let t: TestApp;
  let me: Client;
  let ctx: Ctx;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ client: me } = await signedUp(t));
    ctx = t.tessera.systemCtx();
  });
  afterAll(() => t.close());

  const getIn = (name: string, options: unknown, lang?: string) =>
    t.tessera.app.inject({
      method: 'GET',
      url: `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`,
      headers: me.headers(lang ? { 'accept-language': lang } : {}),
    });

  it('a zod error of the resource API: zod’s own words and a schema’s, in Accept-Language', async () => {
    const wrong = { first_name: 5, username: 'someone' };
    const en = await me.post('UserSettingsResource', 'update', wrong);
    const de = await me.post('UserSettingsResource', 'update', wrong, { 'accept-language': 'de' });
    expect(en.statusCode).toBe(400);
    expect(errorOf(en).message).toBe('first_name: Invalid input: expected string, received number');
    expect(de.statusCode).toBe(400);
    expect(errorOf(de).message).toMatch(/^first_name: Ungültige Eingabe: erwartet /);

    const days = { pin_id: '1', days: 5 };
    expect(errorOf(await getIn('PinAnalyticsResource', days)).message).toBe(
      'days: days must be one of 7, 30, 90',
    );
    expect(errorOf(await getIn('PinAnalyticsResource', days, 'de')).message).toBe(
      'days: days muss eines davon sein: 7, 30, 90',
    );
    expect(errorOf(await getIn('PinAnalyticsResource', { pin_id: 'x' }, 'fr')).message).toBe(
      'pin_id: doit être un id numérique',
    );
  });

  it('an experience’s schema message through the trigger call', async () => {
    const visitor = new Client(t);
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    const trigger = (lang?: string) =>
      t.tessera.app.inject({
        method: 'PUT',
        url: '/v3/experiences/1000503%3A600/trigger/',
        headers: visitor.headers({
          origin: 'http://localhost',
          'content-type': 'application/json',
          ...(lang ? { 'accept-language': lang } : {}),
        }),
        payload: JSON.stringify({ extra_context: many }),
      });
    const en = await trigger();
    expect(en.statusCode).toBe(400);
    expect(errorOf(en).message).toBe('extra_context holds at most 20 keys.');
    expect(errorOf(await trigger('de')).message).toBe(
      'extra_context enthält höchstens 20 Schlüssel.',
    );
  });

  it('an experience authoring error is said in the employee’s language, the CLI’s in English', async () => {
    const de = { ...ctx, locale: 'de' };
    const bad = { name: ' ', type: 10, placement_ids: [], targeting: { countries: ['us'] } };
    const german = await refusal(createExperience(de, SYSTEM_AUTHOR, bad));
    expect(german).toContain('name: Gib dem Hinweis einen Namen.');
    expect(german).toContain('placement_ids: Wähle mindestens eine Platzierung.');
    expect(german).toContain('targeting.countries.0: Länder sind zwei Großbuchstaben, etwa US.');
    expect(await refusal(createExperience(ctx, SYSTEM_AUTHOR, bad))).toContain(
      'name: Give the experience a name.',
    );

    const toast = { name: 'Empty toast', type: 10, placement_ids: [1000503], display_data: {} };
    const made = await createExperience(ctx, SYSTEM_AUTHOR, toast);
    expect(await refusal(setExperienceState(de, SYSTEM_AUTHOR, made.id, 'active'))).toBe(
      'Er kann nicht aktiviert werden: Ein Toast braucht seinen Text.',
    );
    expect(await refusal(setExperienceState(ctx, SYSTEM_AUTHOR, made.id, 'active'))).toBe(
      'It can’t be activated: A toast needs its text.',
    );
    expect(
      await refusal(importExperiences({ ...de }, SYSTEM_AUTHOR, [{ ...toast, state: 'active' }])),
    ).toBe('Eintrag 0 („Empty toast“): display_data: Ein Toast braucht seinen Text.');
    expect(await refusal(listDomain(de, { host: 'not a host', status: 'blocked' }, null))).toBe(
      '„not a host“ ist keine Domain: Gib einen Hostnamen wie spam.example oder eine IP-Adresse an.',
    );
  });

  it('an import’s errors and its items’ reasons are said in the importer’s language', async () => {
    const upload = (query: string, file: Buffer, name: string, lang: string) =>
      t.tessera.app.inject({
        method: 'POST',
        url: `/v3/imports/${query}`,
        headers: me.headers({
          origin: 'http://localhost',
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'accept-language': lang,
          ...(me.csrf ? { 'x-csrf-token': me.csrf } : {}),
        }),
        payload: multipart(file, name, 'application/octet-stream'),
      });
    const notJson = Buffer.from('not json');
    const de = await upload('?source=karakeep', notJson, 'karakeep.json', 'de');
    expect(de.statusCode).toBe(400);
    expect(errorOf(de).message).toMatch(/^Das ist kein Karakeep-Export: /);
    const en = await upload('?source=karakeep', notJson, 'karakeep.json', 'en');
    expect(errorOf(en).message).toMatch(/^That is not a Karakeep export: /);
    expect(errorOf(await upload('?source=myspace', notJson, 'x', 'de')).message).toMatch(
      /^source muss eines davon sein: pinterest, /,
    );

    const bookmarks = Buffer.from(
      '<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><DT><A HREF="http://127.0.0.1:9/a">A page</A><DT><A HREF="place:sort=8">Most visited</A></DL>',
    );
    const started = await upload('?source=bookmarks&start=1', bookmarks, 'b.html', 'de');
    expect(started.statusCode, started.body).toBe(200);
    const { id } = rr(started).data as { id: number };
    const failed = await ctx.db
      .select({ item: importItems.item, reason: importItems.reason })
      .from(importItems)
      .where(and(eq(importItems.importId, id), eq(importItems.status, 'failed')));
    // stored with the upload, in its language (the run's own reasons follow the account's)
    expect(failed).toContainEqual({
      item: { title: 'Most visited' },
      reason:
        'Dieses Lesezeichen ist keine Webseite (nur http- und https-Adressen können Pins werden).',
    });
  });
});
