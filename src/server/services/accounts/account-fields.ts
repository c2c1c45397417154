import { isValidUsername } from '#domain/catalogue/routes';
import { TEXT_LIMITS } from '#domain/pins/limits';
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

export function checkEmail(email: string): void {
  if (!EMAIL.test(email) || email.length > 254) {
    throw fieldError('email', 'Enter a valid email address.');
  }
}

export function checkUsername(username: string): void {
  if (!/^[A-Za-z0-9_]{3,30}$/.test(username)) {
    throw fieldError('username', 'Usernames are 3 to 30 letters, numbers or underscores.');
  }
  if (!isValidUsername(username)) throw fieldError('username', 'That username is not available.');
}

/** spec 02 §5 (M-297): first name at most 30 characters. */
export function checkFirstName(firstName: string): string {
  const name = firstName.trim();
  if (!name) throw fieldError('firstName', 'Enter your first name.');
  if ([...name].length > TEXT_LIMITS.firstName) {
    throw fieldError(
      'firstName',
      `First name must be at most ${TEXT_LIMITS.firstName} characters.`,
    );
  }
  return name;
}
