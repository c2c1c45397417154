import { scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeUser } from '../support/factory.ts';
import { Client, uniqueName } from './auth-support.ts';

/**
 * Decision 068: new password hashes are Argon2id; an account whose hash is still scrypt (as
 * Tessera wrote them before) logs in as before, and that log-in stores an Argon2id hash in its
 * place, so the older, ten times dearer hash goes away with use.
 */

const PASSWORD = 'an older password of 2026';

function scryptHash(password: string): string {
  const salt = Buffer.from('fedcba9876543210');
  const key = scryptSync(password, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe.each(dbKinds())('an scrypt password hash on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const hashOf = async (id: number) => {
    const [row] = await t.tessera
      .systemCtx()
      .db.select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, id));
    return row?.hash ?? null;
  };

  it('logs in, and the log-in stores an Argon2id hash in its place that logs in too', async () => {
    const username = uniqueName('old_');
    const user = await makeUser(t.tessera.systemCtx(), {
      username,
      email: `${username}@example.com`,
      passwordHash: scryptHash(PASSWORD),
    });

    const wrong = await new Client(t).login(username, `${PASSWORD}!`);
    expect(wrong.statusCode).toBe(401);
    expect(await hashOf(user.id)).toMatch(/^scrypt\$/);

    const first = await new Client(t).login(username, PASSWORD);
    expect(first.statusCode, first.body).toBe(200);
    const moved = await hashOf(user.id);
    expect(moved).toMatch(/^\$argon2id\$v=19\$/);

    const again = await new Client(t).login(username, PASSWORD);
    expect(again.statusCode, again.body).toBe(200);
    // made as new ones are: left as it is
    expect(await hashOf(user.id)).toBe(moved);
    const refused = await new Client(t).login(username, 'not the password at all');
    expect(refused.statusCode).toBe(401);
  });
});
