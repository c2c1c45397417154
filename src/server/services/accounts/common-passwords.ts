import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * decision 005 / ASVS 5.0 6.2.4: passwords in zxcvbn's common list (about 30,000 of the most
 * leaked ones) are refused. Built once, on first use, so processes that never see a password
 * form do not pay for it.
 */
let common: ReadonlySet<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary.passwords.map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
