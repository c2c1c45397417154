/**
 * Dates shown to people are formatted with Intl.DateTimeFormat, in the viewer's formatting
 * language (decision 064: the page's language where the person chose it, their browser's
 * otherwise). Making the first one in a page loads ICU's date data: ~15 ms on a fast machine,
 * ~60 ms on Lighthouse's throttled phone, which the closeup paid while its script loaded, for a
 * drawer that is closed (issue 12). So no module makes one as it loads: `dateFormat` makes each
 * when a date is first formatted, and keeps it for the next.
 */
const FORMATS = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATS = 64;

export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = FORMATS.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      // a language tag Intl cannot read formats as the source language does
      format = new Intl.DateTimeFormat('en', options);
    }
    if (FORMATS.size >= MAX_FORMATS) FORMATS.clear();
    FORMATS.set(key, format);
  }
  return format;
}
