/**
 * Dates shown to people are formatted with Intl.DateTimeFormat. Making the first one in a page
 * loads ICU's date data: ~15 ms on a fast machine, ~60 ms on Lighthouse's throttled phone, which
 * the closeup paid while its script loaded, for a drawer that is closed (issue 12). So no module
 * makes one as it loads: `lazyDateTimeFormat` makes it when a date is first formatted.
 */
export function lazyDateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format;
  };
}
