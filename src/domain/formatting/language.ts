/**
 * Interface language from the request (spec 01 §5: language codes are cut to two letters
 * except zh and ar).
 *
 * Decision: zh and ar keep their full tag, canonically cased ('zh-tw' → 'zh-TW',
 * 'zh-hant-tw' → 'zh-Hant-TW', 'ar-eg' → 'ar-EG'), because their written forms differ by
 * region or script; every other language keeps only its two-letter code ('en-GB' → 'en').
 * Tags whose language is not two letters ('fil', 'yue', '*') cannot be cut safely (cutting
 * 'fil' would give Finnish) and are skipped in favour of the next preference.
 */

export const DEFAULT_LANGUAGE = 'en';
const KEEP_REGION: ReadonlySet<string> = new Set(['zh', 'ar']);

/**
 * spec 01 §5: one language tag cut to its two-letter code, except zh and ar which keep their
 * canonical full tag; null when the tag has no two-letter language.
 */
export function normalizeLanguage(tag: string): string | null {
  const trimmed = tag.trim().replace(/_/g, '-');
  const primary = trimmed.split('-')[0]?.toLowerCase() ?? '';
  if (!/^[a-z]{2}$/.test(primary)) return null;
  if (!KEEP_REGION.has(primary)) return primary;
  try {
    return Intl.getCanonicalLocales(trimmed)[0] ?? primary;
  } catch {
    return primary;
  }
}

/**
 * An Accept-Language header's tags, each read by `read` (null: not usable), best first: by q,
 * ties in the header's order, q=0 (not acceptable) left out.
 */
export function acceptLanguagePreferences<T>(
  header: string | null | undefined,
  read: (tag: string) => T | null,
): T[] {
  if (!header) return [];
  const prefs: { value: T; q: number; index: number }[] = [];
  header.split(',').forEach((part, index) => {
    const [tag = '', ...params] = part.split(';');
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m?.[1] !== undefined) q = Number(m[1]);
    }
    const value = read(tag);
    if (value !== null && Number.isFinite(q) && q > 0) prefs.push({ value, q, index });
  });
  prefs.sort((a, b) => b.q - a.q || a.index - b.index);
  return prefs.map((p) => p.value);
}

/**
 * spec 01 §5: the interface language from an Accept-Language header: the preference with the
 * highest q (ties keep header order; q=0 means not acceptable), normalised as
 * normalizeLanguage does; 'en' when nothing usable is sent.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): string {
  return acceptLanguagePreferences(header, normalizeLanguage)[0] ?? DEFAULT_LANGUAGE;
}
