import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import type { TestApp } from '../support/app.ts';
import { type Client, signedUp } from './auth-support.ts';

// Issue 37's admin tests: an administrator and a member, and the pages and forms as a browser
// asks for them.

export type Person = Awaited<ReturnType<typeof signedUp>>;

/** Two new people on `t`: the first made an administrator (role employee), the second not. */
export async function adminAndMember(t: TestApp): Promise<{ admin: Person; member: Person }> {
  const admin = await signedUp(t);
  await t.tessera.database.db.update(users).set({ role: 'employee' }).where(eq(users.id, admin.id));
  bumpDataVersion();
  return { admin, member: await signedUp(t) };
}

/** A page as `c` (or a visitor) asks for it. */
export function adminPage(t: TestApp, url: string, c?: Client) {
  return t.tessera.app.inject({
    method: 'GET',
    url,
    headers: { ...(c ? c.headers() : {}), accept: 'text/html' },
  });
}

/** A form posted by `c` with their session's CSRF token, as the page posts it. */
export function adminPost(t: TestApp, url: string, c: Client, fields: Record<string, string>) {
  return t.tessera.app.inject({
    method: 'POST',
    url,
    headers: c.headers({
      origin: 'http://localhost',
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
    }),
    payload: new URLSearchParams({ _csrf: c.csrf ?? '', ...fields }).toString(),
  });
}
