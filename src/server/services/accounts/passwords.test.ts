import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PRODUCTION_PARAMS,
  passwordHashParams,
  verifyPassword,
} from './passwords.ts';

describe('password hashing parameters', () => {
  it('are OWASP ASVS 5.0 L2 scrypt (N = 2^17, r = 8, p = 1) outside the test runner', () => {
    expect(PRODUCTION_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
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
    expect(passwordHashParams({ NODE_ENV: 'test', TESSERA_FAST_PASSWORD_HASH: '1' }).N).toBe(1024);
  });

  it('a stored hash carries its parameters, so a production-cost hash verifies under any setting', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterz', stored)).toBe(false);
    const salt = stored.split('$')[4] ?? '';
    // a hash made at 2^17 (as production writes it) still verifies here
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('pass phrase 42', Buffer.from(salt, 'base64url'), 32, {
      N: 2 ** 17,
      r: 8,
      p: 1,
      maxmem: 256 * 1024 * 1024,
    });
    const prod = ['scrypt', 131072, 8, 1, salt, key.toString('base64url')].join('$');
    expect(await verifyPassword('pass phrase 42', prod)).toBe(true);
  });
});
