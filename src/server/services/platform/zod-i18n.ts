import { z } from 'zod';
import { CATALOGS, type MessageId } from '#domain/i18n/catalogs/index';
import { asLocale, PSEUDO_LOCALE, type ShippedLocale, SOURCE_LOCALE } from '#domain/i18n/locales';
import { pseudoText } from '#domain/i18n/pseudo';
import { type Reader, tr } from './i18n.ts';

/**
 * Decision 064: zod's messages in the reader's language. zod's own words (a too short string, a
 * wrong type) come from zod's locale of that language, chosen per parse (`safeParse(data,
 * { error })`): never `z.config`, which is the process's and would carry one request's language
 * into another's. A schema's own words are catalog ids (`.min(1, 'errors.…')`), said here in
 * the reader's language with the issue's numbers (`minimum`, `maximum`) and its `params`.
 */
type ErrorMap = (issue: z.core.$ZodRawIssue) => string | undefined;

const ZOD_LOCALES: Record<ShippedLocale, () => { localeError: z.core.$ZodErrorMap }> = {
  en: z.locales.en,
  de: z.locales.de,
  fr: z.locales.fr,
  ja: z.locales.ja,
  ar: z.locales.ar,
};

const maps = new Map<string, ErrorMap>();

function mapOf(reader: Reader): ErrorMap {
  const locale = asLocale(reader.locale) ?? SOURCE_LOCALE;
  let map = maps.get(locale);
  if (!map) {
    const pseudo = locale === PSEUDO_LOCALE;
    const { localeError } = ZOD_LOCALES[pseudo ? SOURCE_LOCALE : (locale as ShippedLocale)]();
    map = (issue) => {
      const said = localeError(issue as Parameters<typeof localeError>[0]);
      const text = typeof said === 'string' ? said : said?.message;
      return text && pseudo ? pseudoText(text) : text;
    };
    maps.set(locale, map);
  }
  return map;
}

/** The parse options that make zod speak the reader's language (`schema.safeParse(data, zodIn(r))`). */
export function zodIn(reader: Reader): { error: ErrorMap } {
  return { error: mapOf(reader) };
}

function isMessageId(text: string): text is MessageId {
  return Object.hasOwn(CATALOGS.en, text);
}

/** One issue's message in the reader's language: a schema's id said, zod's own words kept. */
export function sayIssue(
  reader: Reader,
  issue: z.core.$ZodIssue,
  extra: Record<string, unknown> = {},
): string {
  if (!isMessageId(issue.message)) return issue.message;
  const values: Record<string, unknown> = {};
  for (const key of ['minimum', 'maximum'] as const) {
    const v = (issue as { [k in typeof key]?: unknown })[key];
    if (typeof v === 'number' || typeof v === 'bigint') values[key] = Number(v);
  }
  // an enum's or a literal's choices, for a message that lists them (`must be one of {options}`)
  const choices = (issue as { values?: unknown }).values;
  if (Array.isArray(choices)) values.options = choices.map(String).join(', ');
  const params = (issue as { params?: Record<string, unknown> }).params;
  return tr(reader, issue.message, { ...extra, ...values, ...params });
}

/** A failed parse's messages said in the reader's language (schemas' ids turned into words). */
export function sayIssues<E extends z.ZodError>(
  reader: Reader,
  error: E,
  values?: Record<string, unknown>,
): E {
  for (const issue of error.issues) {
    // the issues are the error's own (made by this parse): said in place, as readableZodError reads them
    (issue as { message: string }).message = sayIssue(reader, issue, values);
  }
  return error;
}

/**
 * `schema.safeParse(data)` in the reader's language: zod's own messages in it, the schema's ids
 * said in it (with `values`, for an id that names what only the caller knows).
 */
export function parseIn<S extends z.ZodType>(
  reader: Reader,
  schema: S,
  data: unknown,
  values?: Record<string, unknown>,
): z.ZodSafeParseResult<z.output<S>> {
  const r = schema.safeParse(data, zodIn(reader));
  if (!r.success) sayIssues(reader, r.error, values);
  return r;
}
