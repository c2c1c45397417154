import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';
import { PASSWORD_MAX, passwordShapeProblem } from '#domain/accounts/password-rules';
import { AppError } from '../../errors.ts';
import { type Reader, tr, trSaid } from '../platform/i18n.ts';
import { isCommonPassword } from './common-passwords.ts';

/** A refusal about one input, so a form marks that field alone (field: the form's name). */
export function fieldError(field: string, message: string): AppError {
  return new AppError('bad_request', message, { field });
}

/**
 * OWASP's Password Storage Cheat Sheet's first choice (decision 068): Argon2id with 19 MiB of
 * memory, 2 passes and 1 lane. It replaced scrypt at N = 2^17, r = 8, p = 1 (the cheat sheet's
 * fallback), which cost 10 times the CPU per log-in (~280 ms against ~29 ms here).
 */
export const PRODUCTION_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

type HashParams = { memoryCost: number; timeCost: number; parallelism: number };

/**
 * The test suites sign up thousands of people. Under the test runner only (NODE_ENV=test and
 * TESSERA_FAST_PASSWORD_HASH=1, both set by vitest's config) new hashes use 1 MiB and 1 pass.
 * Verification reads the parameters from the stored hash either way.
 */
export function passwordHashParams(env: NodeJS.ProcessEnv = process.env): HashParams {
  return env.NODE_ENV === 'test' && env.TESSERA_FAST_PASSWORD_HASH === '1'
    ? { memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : PRODUCTION_PARAMS;
}
const PARAMS = passwordHashParams();
const KEY_LENGTH = 32;

/** A hash of before decision 068: `scrypt$N$r$p$salt$hash`, base64url parts. */
function deriveScrypt(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
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

/** Argon2id's PHC string (`$argon2id$v=19$m=…,p=…,t=…$salt$hash`): the parameters travel with it. */
export async function hashPassword(password: string): Promise<string> {
  checkPasswordRules(password);
  return rehashPassword(password);
}

/**
 * The hash of a password already known to be its account's (a log-in moving an older hash to
 * the current parameters): the rules of today are not asked of it again.
 */
function rehashPassword(password: string): Promise<string> {
  return argon2.hash(password.normalize('NFKC'), {
    type: argon2.argon2id,
    hashLength: KEY_LENGTH,
    ...PARAMS,
  });
}

/** Whether a stored hash was made another way than new ones are (scrypt, or other parameters). */
function needsRehash(stored: string): boolean {
  return !stored.startsWith('$argon2id$') || argon2.needsRehash(stored, PARAMS);
}

/**
 * After a log-in with `password`: the hash to store in place of `stored` when it was made
 * another way than new ones are (decision 068), else null.
 */
export async function upgradedHash(password: string, stored: string): Promise<string | null> {
  return needsRehash(stored) ? rehashPassword(password) : null;
}

// A real hash of a random password: login of an unknown account verifies against it, so both
// answers cost one hash and timing does not tell whether the account exists.
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
  if ([...password].length > PASSWORD_MAX) return false;
  const normal = password.normalize('NFKC');
  if (stored.startsWith('$argon2id$')) {
    // a malformed stored hash is a refusal, not an error
    return argon2.verify(stored, normal).catch(() => false);
  }
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await deriveScrypt(normal, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
