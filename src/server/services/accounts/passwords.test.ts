import { scryptSync } from 'node:crypto';
import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PRODUCTION_PARAMS,
  passwordHashParams,
  upgradedHash,
  verifyPassword,
} from './passwords.ts';

/** A hash as Tessera wrote them before decision 068: scrypt at N = 2^17, r = 8, p = 1. */
function scryptHash(password: string): string {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password, salt, 32, {
    N: 2 ** 17,
    r: 8,
    p: 1,
    maxmem: 256 * 1024 * 1024,
  });
  return ['scrypt', 131072, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing parameters', () => {
  it('are OWASP’s Argon2id (19 MiB, 2 passes, 1 lane) outside the test runner', () => {
    expect(PRODUCTION_PARAMS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    for (const env of [
      {},
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', TESSERA_FAST_PASSWORD_HASH: '1' },
      { NODE_ENV: 'development', TESSERA_FAST_PASSWORD_HASH: '1' },
      { NODE_ENV: 'test' },
    ]) {
      expect(passwordHashParams(env), JSON.stringify(env)).toEqual(PRODUCTION_PARAMS);
    }
  });

  it('are cheaper only when both NODE_ENV=test and TESSERA_FAST_PASSWORD_HASH=1', () => {
    expect(passwordHashParams({ NODE_ENV: 'test', TESSERA_FAST_PASSWORD_HASH: '1' })).toEqual({
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    });
  });

  it('a stored hash carries its parameters, so a production-cost hash verifies under any setting', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$[\w+/]+\$[\w+/]+$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterz', stored)).toBe(false);
    const prod = await argon2.hash('pass phrase 42', {
      type: argon2.argon2id,
      ...PRODUCTION_PARAMS,
    });
    expect(prod).toContain('$m=19456,p=1,t=2$');
    expect(await verifyPassword('pass phrase 42', prod)).toBe(true);
  });

  it('a password is compared in its NFKC form, and a malformed stored hash is a refusal', async () => {
    const stored = await hashPassword('ﬁne password here');
    expect(await verifyPassword('fine password here', stored)).toBe(true);
    expect(await verifyPassword('fine password here', '$argon2id$v=19$m=1024,t=1,p=1$xx')).toBe(
      false,
    );
    expect(await verifyPassword('fine password here', 'md5$abc')).toBe(false);
  });

  it('an scrypt hash of before decision 068 still verifies, and a log-in moves it to Argon2id', async () => {
    const old = scryptHash('pass phrase 42');
    expect(await verifyPassword('pass phrase 42', old)).toBe(true);
    expect(await verifyPassword('pass phrase 43', old)).toBe(false);
    const moved = await upgradedHash('pass phrase 42', old);
    expect(moved).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword('pass phrase 42', moved ?? '')).toBe(true);
    // a hash made as new ones are stays as it is
    expect(await upgradedHash('pass phrase 42', moved ?? '')).toBeNull();
    // one of other parameters (production's, read under the test runner) is made again
    const prod = await argon2.hash('pass phrase 42', {
      type: argon2.argon2id,
      ...PRODUCTION_PARAMS,
    });
    expect(await upgradedHash('pass phrase 42', prod)).toMatch(/^\$argon2id\$v=19\$m=1024,/);
    // four hashes at production cost: 5 s of a core alone, several times that on a loaded one
  }, 60_000);
});
