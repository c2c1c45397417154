import { isValidUsername } from '#domain/catalogue/routes';
import { TEXT_LIMITS } from '#domain/pins/limits';
import { type Reader, tr } from '../platform/i18n.ts';
import { fieldError } from './passwords.ts';

// ASVS: checked on what people type; the length cap keeps hashing and queries bounded.
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,63}$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The address has the shape of an email (what checkEmail asks, without throwing). */
export function looksLikeEmail(email: string): boolean {
  return EMAIL.test(email);
}

export function checkEmail(email: string, reader: Reader = {}): void {
  if (!EMAIL.test(email) || email.length > 254) {
    throw fieldError('email', tr(reader, 'errors.accounts.emailInvalid'));
  }
}

export function checkUsername(username: string, reader: Reader = {}): void {
  if (!/^[A-Za-z0-9_]{3,30}$/.test(username)) {
    throw fieldError('username', tr(reader, 'errors.accounts.usernameShape'));
  }
  if (!isValidUsername(username))
    throw fieldError('username', tr(reader, 'errors.accounts.usernameUnavailable'));
}

/** spec 02 §5 (M-297): first name at most 30 characters. */
export function checkFirstName(firstName: string, reader: Reader = {}): string {
  const name = firstName.trim();
  if (!name) throw fieldError('firstName', tr(reader, 'errors.accounts.firstNameMissing'));
  if ([...name].length > TEXT_LIMITS.firstName) {
    throw fieldError(
      'firstName',
      tr(reader, 'errors.accounts.firstNameTooLong', { max: TEXT_LIMITS.firstName }),
    );
  }
  return name;
}
