import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_MAX, passwordShapeProblem } from '#domain/accounts/password-rules';
import { AppError } from '../../errors.ts';
import { type Reader, tr, trSaid } from '../platform/i18n.ts';
import { isCommonPassword } from './common-passwords.ts';

/** A refusal about one input, so a form marks that field alone (field: the form's name). */
export function fieldError(field: string, message: string): AppError {
  return new AppError('bad_request', message, { field });
}

/** OWASP ASVS 5.0 L2: scrypt with N = 2^17, r = 8, p = 1; 8 to 128 characters. */
export const PRODUCTION_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;

/**
 * The test suites sign up thousands of people; at 2^17 each costs ~0.3 s of CPU. Under the test
 * runner only (NODE_ENV=test and TESSERA_FAST_PASSWORD_HASH=1, both set by vitest's config) new
 * hashes use N = 2^10. Verification reads the parameters from the stored hash either way.
 */
export function passwordHashParams(env: NodeJS.ProcessEnv = process.env): {
  N: number;
  r: number;
  p: number;
} {
  return env.NODE_ENV === 'test' && env.TESSERA_FAST_PASSWORD_HASH === '1'
    ? { N: 2 ** 10, r: 8, p: 1 }
    : PRODUCTION_PARAMS;
}
const PARAMS = passwordHashParams();
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

/** The password's shape (length, not only spaces), its problem said in `reader`'s language. */
export function checkPasswordRules(
  password: string,
  field = 'password',
  reader: Reader = {},
): void {
  const problem = passwordShapeProblem(password);
  if (problem) throw fieldError(field, trSaid(reader, problem));
}

/**
 * Rules for a password someone chooses (signup, change, reset): length, not a common password,
 * and not the account's own username or email (ASVS 5.0 6.2.4, 6.2.11), case-insensitively.
 */
export function checkNewPassword(
  password: string,
  account: { username?: string | null; email?: string | null },
  field = 'password',
  reader: Reader = {},
): void {
  checkPasswordRules(password, field, reader);
  if (isCommonPassword(password)) {
    throw fieldError(field, tr(reader, 'errors.accounts.passwordCommon'));
  }
  const lower = password.toLowerCase();
  for (const own of [account.username, account.email]) {
    if (own && lower === own.toLowerCase()) {
      throw fieldError(field, tr(reader, 'errors.accounts.passwordIsName'));
    }
  }
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

// A real hash of a random password: login of an unknown account verifies against it, so both
// answers cost one scrypt and timing does not tell whether the account exists.
let dummyHash: Promise<string> | null = null;

export async function verifyPasswordOrDummy(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(password.slice(0, PASSWORD_MAX), await dummyHash);
  return false;
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
