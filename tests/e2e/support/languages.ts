import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { LOCALE_COOKIE } from '#domain/i18n/locales';

// Decision 064: what the language journeys share: screenshots of a page in a language, and the
// pseudo-locale check of a page's parts.

export const SHOTS = path.resolve('tmp/screenshots/languages');

export async function shoot(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png` });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${name} at ${width}: nothing wider than the screen`,
      ).toBe(true);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Visible text, placeholders, titles and aria labels inside `scopes` that keep a plain Latin
 * word: in the pseudo-locale every catalog text is accented, so such a word skipped the catalogs.
 * `data` is what the test made (names), which is no text of ours; names of languages in their
 * own language (an element with its own lang) are meant to stay as they are.
 */
export async function untranslated(
  page: Page,
  scopes: string[],
  data: string[],
): Promise<string[]> {
  return page.evaluate(
    ({ scopes, data }) => {
      const out: string[] = [];
      const check = (where: string, raw: string | null) => {
        let text = raw ?? '';
        for (const d of data) text = text.split(d).join(' ');
        if (/[A-Za-z]{2,}/.test(text)) out.push(`${where}: ${raw?.trim()}`);
      };
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      };
      const skipped = (el: Element) => el.closest('script, style, [lang]:not(html)') !== null;
      for (const scope of scopes) {
        for (const root of document.querySelectorAll(scope)) {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const el = n.parentElement;
            if (!el || skipped(el) || !visible(el)) continue;
            check(`${scope} text`, n.textContent);
          }
          for (const el of [root, ...root.querySelectorAll('*')]) {
            if (skipped(el)) continue;
            for (const a of ['aria-label', 'placeholder', 'title', 'alt']) {
              if (el.hasAttribute(a)) check(`${scope} [${a}]`, el.getAttribute(a));
            }
          }
        }
      }
      return out;
    },
    { scopes, data },
  );
}

/** The page's language from now on in `context`, as the visitor menu's choice sets it. */
export async function inLocale(context: BrowserContext, base: string, locale: string) {
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: base }]);
}
