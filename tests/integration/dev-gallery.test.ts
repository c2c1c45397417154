import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { Client, signedUp } from './auth-support.ts';

// The design-system gallery (/_dev/ui, issue 11): open while developing, employees only in
// production, and every kit component has its entry.

const SERVER_BUILD = path.resolve('build/server/index.js');
const UI = path.resolve('app/ui');

/** Parts the kit's own components are built from; features never use them directly. */
// parts of other components: the frame and row of fields, the Radix halves loaded on demand
const INTERNAL = new Set([
  'FieldFrame.tsx',
  'ChoiceRow.tsx',
  'DialogRadix.tsx',
  'MenuRadix.tsx',
  'PopoverRadix.tsx',
  'TooltipRadix.tsx',
]);

/** The kit's components: app/ui/<Name>.tsx (tests, internal parts and the gallery aside). */
function kitComponents(): string[] {
  return readdirSync(UI)
    .filter((f) => /^[A-Z]\w*\.tsx$/.test(f) && !f.endsWith('.test.tsx') && !INTERNAL.has(f))
    .map((f) => f.replace(/\.tsx$/, ''));
}

async function page(t: TestApp, client: Client) {
  return t.tessera.app.inject({
    method: 'GET',
    url: '/_dev/ui',
    headers: client.headers({ accept: 'text/html' }),
  });
}

describe.skipIf(!existsSync(SERVER_BUILD))('the kit gallery (needs the build)', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let dev: TestApp;
    let prod: TestApp;
    beforeAll(async () => {
      [dev, prod] = await Promise.all([
        createTestApp(kind),
        createTestApp(kind, { env: { NODE_ENV: 'production', SECRET: 'x'.repeat(40) } }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([dev.close(), prod.close()]);
    });

    it('shows every kit component to anyone while developing', async () => {
      const res = await page(dev, new Client(dev));
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Design system');
      const missing = kitComponents().filter((name) => !res.body.includes(`id="ui-${name}"`));
      expect(missing, 'kit components without a gallery entry').toEqual([]);
    });

    it('is a 404 for visitors and people in production, and open to employees', async () => {
      expect((await page(prod, new Client(prod))).statusCode).toBe(404);
      const person = await signedUp(prod);
      expect((await page(prod, person.client)).statusCode).toBe(404);
      const staff = await signedUp(prod);
      await prod.tessera.database.db
        .update(users)
        .set({ role: 'employee' })
        .where(eq(users.id, staff.id));
      const res = await page(prod, staff.client);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Design system');
    });
  });
});
