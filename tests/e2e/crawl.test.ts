import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPattern, ROUTE_CATALOGUE } from '#domain/catalogue/route-catalogue';
import { isReservedUsername } from '#domain/catalogue/routes';
import { seedDemo } from '#server/demo/seed';
import { signedUp } from '../integration/auth-support';
import { createTestApp, type TestApp } from '../support/app';
import {
  type Browser,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  waitForHydration,
} from './support/browser';

// Issue 16: no dead link. Breadth-first over the same-origin <a href>s reachable from home, a
// closeup, a profile, a board, search and ideas, signed out and signed in, through HTTP (the
// server renders every link; no browser needed). Fails on any 404 or 5xx, naming the page
// that links there.

/** Each distinct path shape (ids and names made generic) is visited at most this often. */
const PER_PATTERN = 4;
/** And the whole walk stops here, to stay well inside a minute per session. */
const MAX_PAGES = 260;
/** Links that change state on GET or leave the page world (none should, but never follow). */
const SKIP = [/^\/logout\b/, /^\/img\//, /^\/resource\//, /^\/v3\//, /\.csv$/];
const STUB = "this route's page is being built";

/**
 * A path's shape: the most specific catalogue pattern it matches (a reserved first word never
 * counts as a username), else the path with its numbers made generic.
 */
function pathPattern(pathname: string): string {
  const first = pathname.split('/').find((p) => p !== '') ?? '';
  let best: string | null = null;
  let bestStatic = -1;
  for (const r of ROUTE_CATALOGUE) {
    if (r.pattern.startsWith('/:username') && isReservedUsername(first)) continue;
    if (!matchPattern(r.pattern, pathname)) continue;
    const statics = r.pattern.split('/').filter((p) => p !== '' && !/^[:*]/.test(p)).length;
    if (statics > bestStatic) {
      best = r.pattern;
      bestStatic = statics;
    }
  }
  return best ?? pathname.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/$/, '');
}

function hrefsOf(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)) {
    out.push((m[1] ?? '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'"));
  }
  return out;
}

/** Pages whose menus (rendered only when opened, so only a browser sees them) are walked too. */
const MENU_PAGES = 2;

/** Links a browser sees on `url` once hydrated, with each visible menu opened in turn. */
async function browserLinks(browser: Browser, url: string): Promise<string[]> {
  const page = await browser.context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await waitForHydration(page);
    const hrefs = (sel: string) =>
      page.$$eval(sel, (as) => as.map((a) => a.getAttribute('href') ?? ''));
    const out = new Set(await hrefs('a[href]'));
    const triggers = page.locator('button[aria-haspopup="menu"]:visible');
    const n = Math.min(await triggers.count(), 6);
    for (let i = 0; i < n; i++) {
      try {
        await triggers.nth(i).click({ timeout: 2000 });
        await page.locator('[role="menu"]').first().waitFor({ timeout: 3000 });
        for (const h of await hrefs('[role="menu"] a[href]')) out.add(h);
        await page.keyboard.press('Escape');
      } catch {
        // a trigger under another layer: the same menu opens on another page
      }
    }
    return [...out];
  } finally {
    await page.close();
  }
}

function stubbed(file: string): boolean {
  const f = path.resolve('app/routes', file);
  return existsSync(f) && readFileSync(f, 'utf8').includes(STUB);
}

interface Dead {
  url: string;
  status: number;
  from: string;
}

describe('crawl: no dead links', () => {
  let t: TestApp;
  let base: string;
  let cookie = '';
  const starts: string[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedDemo(t.tessera.systemCtx(), { users: 6, boards: 10, pins: 60 });
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    const person = await signedUp(t, { userAgent: PERSON_UA });
    cookie = `${person.client.cookie?.name}=${person.client.cookie?.value}`;
    const me = await fetch(`${base}/me/`, {
      headers: { 'user-agent': PERSON_UA, cookie },
      redirect: 'manual',
    });
    // the cookie works over HTTP: /me/ leads to the person's profile, not to the login
    expect(me.headers.get('location')).toBe(`/${person.username}/`);
    // start pages: home, then the first closeup, profile and board home links to
    const home = await (await fetch(`${base}/`, { headers: { 'user-agent': PERSON_UA } })).text();
    const links = hrefsOf(home);
    const closeup = links.find((h) => h.startsWith('/pin/'));
    const profile = links.find((h) => pathPattern(h) === '/:username');
    starts.push('/');
    if (closeup) starts.push(closeup);
    if (profile) {
      starts.push(profile);
      const page = await (
        await fetch(`${base}${profile}`, { headers: { 'user-agent': PERSON_UA } })
      ).text();
      const board = hrefsOf(page).find(
        (h) => h.startsWith(profile) && pathPattern(h) === '/:username/:boardSlug',
      );
      if (board) starts.push(board);
    }
    for (const [url, file] of [
      ['/search/pins/?q=home', 'search-results.tsx'],
      ['/ideas/', 'ideas.tsx'],
    ] as const) {
      if (stubbed(file)) console.log(`crawl: start page ${url} skipped (${file} is still a stub)`);
      else starts.push(url);
    }
  }, 120_000);

  afterAll(() => t?.close());

  async function crawl(
    signedIn: boolean,
  ): Promise<{ dead: Dead[]; visited: number; patterns: string[] }> {
    const headers: Record<string, string> = { 'user-agent': PERSON_UA, accept: 'text/html' };
    if (signedIn) headers.cookie = cookie;
    const seen = new Set<string>();
    const perPattern = new Map<string, number>();
    const first = signedIn ? [...starts, '/me/'] : starts;
    const queue: { url: string; from: string }[] = first.map((url) => ({ url, from: '(start)' }));
    if (hasChromium()) {
      const browser = await launchBrowser({ userAgent: PERSON_UA });
      try {
        if (signedIn) {
          const [name = '', value = ''] = cookie.split('=');
          await browser.context.addCookies([{ name, value, url: base }]);
        }
        for (const start of starts.slice(0, MENU_PAGES)) {
          for (const href of await browserLinks(browser, `${base}${start}`)) {
            queue.push({ url: href, from: `${start} (in a browser, menus open)` });
          }
        }
      } finally {
        await browser.close();
      }
    }
    const dead: Dead[] = [];
    let visited = 0;
    while (queue.length > 0 && visited < MAX_PAGES) {
      const next = queue.shift();
      if (!next) break;
      const { url, from } = next;
      if (url === '' || url.startsWith('#') || /^(mailto|javascript|tel):/i.test(url)) continue;
      const u = new URL(url, base);
      if (u.origin !== new URL(base).origin) continue;
      const key = `${u.pathname}${u.search}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (SKIP.some((re) => re.test(u.pathname))) continue;
      const pattern = pathPattern(u.pathname);
      const count = perPattern.get(pattern) ?? 0;
      if (count >= PER_PATTERN) continue;
      perPattern.set(pattern, count + 1);
      visited += 1;
      const res = await fetch(u, { headers, redirect: 'manual' });
      if (res.status === 404 || res.status >= 500) {
        dead.push({ url: key, status: res.status, from });
        await res.body?.cancel();
        continue;
      }
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel();
        const to = new URL(res.headers.get('location') ?? '/', u);
        if (to.origin === u.origin) queue.push({ url: `${to.pathname}${to.search}`, from });
        continue;
      }
      if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) {
        await res.body?.cancel();
        continue;
      }
      for (const href of hrefsOf(await res.text())) {
        if (href === '' || href.startsWith('#') || /^(mailto|javascript|tel):/i.test(href))
          continue;
        const target = new URL(href, u);
        if (target.origin !== u.origin) continue;
        queue.push({ url: `${target.pathname}${target.search}`, from: key });
      }
    }
    return { dead, visited, patterns: [...perPattern.keys()].sort() };
  }

  for (const signedIn of [false, true]) {
    it(`every link reachable ${signedIn ? 'signed in' : 'signed out'} leads to a page`, async () => {
      const { dead, visited, patterns } = await crawl(signedIn);
      const report = dead.map((d) => `${d.status} ${d.url}  (linked from ${d.from})`);
      console.log(
        `crawl ${signedIn ? 'signed in' : 'signed out'}: ${visited} pages from ${starts.join(' ')}\n  shapes: ${patterns.join(' ')}${report.length ? `\n  dead: ${report.join('\n  dead: ')}` : ''}`,
      );
      expect(visited).toBeGreaterThan(starts.length);
      expect(report).toEqual([]);
    }, 60_000);
  }
});
