import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../errors.ts';

/** OWASP ASVS 5.0 L2: scrypt with N = 2^17, r = 8, p = 1; 8 to 128 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export function checkPasswordRules(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN)
    throw badRequest(`The password must be at least ${PASSWORD_MIN} characters.`);
  if (length > PASSWORD_MAX)
    throw badRequest(`The password must be at most ${PASSWORD_MAX} characters.`);
}

/** `scrypt$N$r$p$salt$hash`, base64url parts: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  checkPasswordRules(password);
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  if ([...password].length > PASSWORD_MAX) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
