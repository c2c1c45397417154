import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '#server/demo/seed';
import { createTestApp, type TestApp } from '../support/app';
import {
  CHROMIUM,
  freshIp,
  hasChromium,
  PERSON_UA,
  uniqueName,
  waitForHydration,
  watchErrors,
  watchReact,
} from './support/browser';
import { signup } from './support/signup';

// Issue 11: the theme is a choice of this browser (system, light, dark) kept in local storage,
// painted before the first frame, offered in the profile menu, the visitor's menu and settings.

const SHOTS = path.resolve('tmp/screenshots/theme');
const DARK_BG = 'rgb(17, 17, 17)';
const LIGHT_BG = 'rgb(255, 255, 255)';

describe.skipIf(!hasChromium())('the theme (Chromium)', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedDemo(t.tessera.systemCtx(), { users: 4, boards: 4, pins: 16 });
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    await mkdir(SHOTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  async function browse<T>(
    opts: { signedIn: boolean; scheme: 'light' | 'dark' },
    run: (page: Page, context: BrowserContext, errors: string[]) => Promise<T>,
  ) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-chromium-'));
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
      viewport: { width: 1280, height: 900 },
      userAgent: PERSON_UA,
      colorScheme: opts.scheme,
    });
    watchReact(context);
    try {
      if (opts.signedIn) {
        const username = uniqueName('theme_');
        const grant = await signup(
          { ...t.tessera.systemCtx(), ip: freshIp() },
          {
            email: `${username}@example.com`,
            password: 'a long pass phrase 42',
            username,
            firstName: 'Thea',
          },
        );
        await context.addCookies([{ name: 'tessera_session', value: grant.token, url: base }]);
      }
      const page = context.pages()[0] ?? (await context.newPage());
      const watch = watchErrors(page);
      const res = await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      try {
        return await run(page, context, watch.errors);
      } catch (e) {
        // once seen in CI only: the signed-in header's menu was not there; say what the page was
        const seen = await page
          .evaluate(() => ({
            url: location.href,
            title: document.title,
            header: document.querySelector('header')?.textContent?.slice(0, 200),
            buttons: [...document.querySelectorAll('header button')].map((b) =>
              b.getAttribute('aria-label'),
            ),
          }))
          .catch((err) => String(err));
        await page.screenshot({ path: path.join(SHOTS, 'failure.png') }).catch(() => {});
        throw new Error(
          `${(e as Error).message}\nfirst load: HTTP ${res?.status()}; the page now: ${JSON.stringify(seen)}; console: ${JSON.stringify(watch.errors)}`,
        );
      }
    } finally {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    }
  }

  const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
  const storedOf = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
  const backgroundOf = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const themeColorOf = (page: Page) =>
    page.evaluate(() =>
      document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    );

  /** Marks the document, runs the action and waits until a new document has loaded. */
  async function expectReload(page: Page, action: () => Promise<void>) {
    await page.evaluate(() => {
      (window as unknown as { beforeReload?: boolean }).beforeReload = true;
    });
    await Promise.all([page.waitForEvent('load'), action()]);
    await page.waitForLoadState('networkidle');
    const marked = await page.evaluate(
      () => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false,
    );
    expect(marked).toBe(false);
  }

  it('the page sets its theme in an inline script with the CSP nonce, in <head> before anything is drawn', async () => {
    const res = await fetch(`${base}/`, { headers: { 'user-agent': PERSON_UA } });
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const boot = html.indexOf('data-theme');
    // the stylesheets are React resources, written at the top of <head> (decision 041); a
    // browser draws nothing before <body>, and the script runs before the parser gets there
    const body = html.search(/<body[\s>]/);
    expect(boot).toBeGreaterThan(0);
    expect(boot).toBeLessThan(body);
    const script = html.slice(html.lastIndexOf('<script', boot), boot);
    expect(script).toContain(`nonce="${nonce}"`);
  });

  it('M-234 M-235 a visitor picks Dark in the menu: stored, reloaded, dark with no light frame', async () => {
    await browse({ signedIn: false, scheme: 'light' }, async (page, _context, errors) => {
      expect(await themeOf(page)).toBe('light');
      expect(await backgroundOf(page)).toBe(LIGHT_BG);
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Account, theme and language' })
        .click();
      const dark = page.getByRole('menuitemradio', { name: 'Dark' });
      await dark.waitFor();
      await expectReload(page, () => dark.click());
      expect(await storedOf(page)).toBe('dark');
      expect(await themeOf(page)).toBe('dark');
      expect(await backgroundOf(page)).toBe(DARK_BG);
      expect(await themeColorOf(page)).toBe('#111111');
      await page.screenshot({ path: path.join(SHOTS, 'visitor-dark-1280.png') });

      // a fresh load: the document's own head script paints dark before the stylesheets, and
      // nothing after hydration turns it back
      await page.reload({ waitUntil: 'networkidle' });
      expect(await themeOf(page)).toBe('dark');
      expect(await backgroundOf(page)).toBe(DARK_BG);
      expect(errors).toEqual([]);
    });
  });

  it('M-234 M-235 System clears the stored choice, reloads, and then follows the system live', async () => {
    await browse({ signedIn: true, scheme: 'light' }, async (page, _context, errors) => {
      await page.getByRole('button', { name: 'Account and settings' }).click();
      await expectReload(page, () => page.getByRole('menuitemradio', { name: 'Dark' }).click());
      expect(await storedOf(page)).toBe('dark');
      expect(await themeOf(page)).toBe('dark');

      await page.getByRole('button', { name: 'Account and settings' }).click();
      const system = page.getByRole('menuitemradio', { name: 'System' });
      expect(
        await page.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked'),
      ).toBe('true');
      await expectReload(page, () => system.click());
      expect(await storedOf(page)).toBeNull();
      expect(await themeOf(page)).toBe('light');

      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => themeOf(page)).toBe('dark');
      expect(await backgroundOf(page)).toBe(DARK_BG);
      expect(errors).toEqual([]);
    });
  });

  it('M-234 M-235 settings offers the theme as a labelled radio group', async () => {
    await browse({ signedIn: true, scheme: 'light' }, async (page, _context, errors) => {
      await page.goto(`${base}/settings`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      const group = page.getByRole('group', { name: 'Theme' });
      await expect.poll(() => group.getByRole('radio', { name: /^System/ }).isChecked()).toBe(true);
      // click, not check(): choosing reloads the page, and check() reads the radio's state on the
      // document it clicked, which a fast reload can already have replaced (failed CI once)
      await expectReload(page, () => group.getByRole('radio', { name: /^Dark/ }).click());
      expect(await storedOf(page)).toBe('dark');
      expect(await themeOf(page)).toBe('dark');
      await expect
        .poll(() =>
          page
            .getByRole('group', { name: 'Theme' })
            .getByRole('radio', { name: /^Dark/ })
            .isChecked(),
        )
        .toBe(true);
      await page.screenshot({ path: path.join(SHOTS, 'settings-dark-1280.png'), fullPage: true });
      expect(errors).toEqual([]);
    });
  });
});
