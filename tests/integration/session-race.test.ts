import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { resolveSession } from '#server/services/accounts/sessions';
import { noteChanges, userTag } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { signedUp } from './auth-support.ts';

/**
 * Issue 32: a session lookup whose database read began before a log-out committed must not be
 * kept after it (the old `resolveSession` took its cache a second time after the read, so it
 * stored the signed-in session in the generation the log-out had just begun).
 */
interface Gate {
  /** resolves when a held read has its rows */
  read: Promise<void>;
  release(): void;
}

/** A db whose selects hold their rows until released (everything else as is). */
function heldSelects(db: Db): { db: Db; gate: Gate } {
  let hasRead!: () => void;
  let release!: () => void;
  const read = new Promise<void>((r) => {
    hasRead = r;
  });
  const released = new Promise<void>((r) => {
    release = r;
  });
  const hold = <T extends object>(builder: T): T =>
    new Proxy(builder, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (prop === 'then') {
          return (ok: (v: unknown) => unknown, fail: (e: unknown) => unknown) =>
            (target as unknown as PromiseLike<unknown>)
              .then(async (rows) => {
                hasRead();
                await released;
                return rows;
              })
              .then(ok, fail);
        }
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const out = (value as (...a: unknown[]) => unknown).apply(target, args);
          return out && typeof out === 'object' ? hold(out) : out;
        };
      },
    });
  const slow = new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === 'select') {
        return (...args: unknown[]) =>
          hold((value as (...a: unknown[]) => object).apply(target, args));
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: slow, gate: { read, release } };
}

describe.each(dbKinds())('a log-out racing a session lookup on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('a lookup that read the session before the log-out is not kept after it', async () => {
    const { client, id } = await signedUp(t);
    expect((await client.viewer()).isAuth).toBe(true);
    const token = client.cookie?.value ?? '';
    // the next lookup reads the database
    await noteChanges([userTag(id)]);
    const { db, gate } = heldSelects(t.tessera.database.db);
    const lookup = resolveSession({ ...t.tessera.systemCtx(), db }, token);
    await gate.read;
    // the log-out commits (and answers) while that lookup holds the row it read before
    const out = await client.post('UserSessionResource', 'delete');
    expect(out.statusCode, out.body).toBe(200);
    gate.release();
    expect((await lookup)?.user.id).toBe(id);
    // the old cookie is refused from now on
    client.cookie = { name: client.cookie?.name ?? 'tessera_session', value: token };
    expect((await client.viewer()).isAuth).toBe(false);
  });
});
