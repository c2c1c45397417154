import { eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pins, users } from '#server/db/schema/index';
import { seedDemo } from '#server/demo/seed';
import { createTestApp, type TestApp } from '../support/app';
import { makeBoard, makePin, makeSection } from '../support/factory';
import {
  type Browser,
  freshIp,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  uniqueName,
} from './support/browser';
import { signup } from './support/signup';
import {
  probeTexts,
  settledStyles,
  styleDifferences,
  stylesAfterHydration,
  stylesBeforeScripts,
  watchStyles,
} from './support/styles';

// Decision 041: a page looks the same before its scripts run and after React has hydrated it.
// Every kind of page, signed out and signed in, loaded once with its scripts blocked (the
// server's HTML alone) and once as a person loads it: the stylesheets linked when <html
// data-hydrated> is set are the server's, none of them is later taken out, and a few elements
// have the same computed styles.
describe.skipIf(!hasChromium())('styles survive hydration (Chromium)', () => {
  let t: TestApp;
  let visitor: Browser;
  let member: Browser;
  let employee: Browser;
  let base: string;
  const paths = { out: [] as string[], in: [] as string[], staff: [] as string[] };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const ctx = t.tessera.systemCtx();
    await seedDemo(ctx, { users: 4, boards: 6, pins: 24 });
    const account = async (firstName: string) => {
      const username = uniqueName('styles_');
      const grant = await signup(
        { ...ctx, ip: freshIp() },
        {
          email: `${username}@example.com`,
          password: 'amber-meadow-compass-77',
          username,
          firstName,
        },
      );
      const [row] = await ctx.db.select().from(users).where(eq(users.username, username));
      if (!row) throw new Error('no user');
      return { row, token: grant.token };
    };
    const me = await account('Noor');
    const staff = await account('Staff');
    await ctx.db.update(users).set({ role: 'employee' }).where(eq(users.id, staff.row.id));
    const board = await makeBoard(ctx, me.row.id, { name: 'Sunny rooms', slug: 'sunny-rooms' });
    const section = await makeSection(ctx, board.id, 'Kitchens');
    const mine = await makePin(ctx, me.row.id, board.id, {
      title: 'Brass lamp',
      link: 'https://shop.example/lamps/brass',
    });
    const [seeded] = await ctx.db.select().from(pins).where(eq(pins.boardId, 1000)).limit(1);
    const theirs = seeded?.id ?? mine.id;
    const redirect = `/pin_redirect?${new URLSearchParams({
      redirectUrl: 'https://shop.example/lamps/brass',
      pin: String(mine.id),
    })}`;
    const [seededUser] = await ctx.db.select().from(users).limit(1);
    const profile = `/${seededUser?.username ?? me.row.username}/`;

    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    const launch = async (token: string | null) => {
      // no service worker: it would serve the page's scripts from its cache to the load that
      // blocks them (page.route sees only the page's own requests), so the "server's HTML alone"
      // would run code and link the stylesheets of parts fetched on demand
      const b = await launchBrowser({ serviceWorkers: 'block' });
      await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
      if (token) await b.context.addCookies([{ name: 'tessera_session', value: token, url: base }]);
      return b;
    };
    visitor = await launch(null);
    member = await launch(me.token);
    employee = await launch(staff.token);

    // the pages a catalogue links to, found on the catalogue's own page
    const firstLink = async (from: string, prefix: string) => {
      const page = await visitor.context.newPage();
      await page.goto(`${base}${from}`, { waitUntil: 'domcontentloaded' });
      const href = await page
        .locator(`main a[href^="${prefix}"]`)
        .first()
        .getAttribute('href', { timeout: 5000 })
        .catch(() => null);
      await page.close();
      return href ? [href] : [];
    };
    const common = [
      '/',
      `/pin/${theirs}/`,
      `/pin/${mine.id}/`,
      profile,
      `/${me.row.username}/`,
      `/${me.row.username}/_created`,
      `/${me.row.username}/${board.slug}/`,
      `/${me.row.username}/${board.slug}/${section.slug}`,
      '/search/pins/?q=lamp',
      '/search/?q=lamp',
      '/ideas/',
      ...(await firstLink('/ideas/', '/ideas/')),
      '/topics/',
      '/videos/',
      '/today/',
      ...(await firstLink('/today/', '/today/article/1')),
      '/shopping/',
      ...(await firstLink('/shopping/', '/shopping/')),
      `/pin/${theirs}/visual-search/`,
      redirect,
      '/offsite/?url=https%3A%2F%2Fshop.example%2F',
      '/community-guidelines/',
      '/business/convert/',
      '/reports-and-violations/',
      '/app-factory-oauth/',
      '/no/such/page/here/',
    ];
    paths.out = [...common, '/login/', '/signup/', '/password/reset/'];
    paths.in = [
      ...common,
      '/homefeed/',
      '/following/',
      '/edit/',
      '/settings/',
      '/notifications/',
      '/invites/',
      '/pin-builder/',
      '/collage-creation-tool/',
      `/pin/${mine.id}/edit/`,
      `/pin/${mine.id}/analytics/`,
      '/analytics/overview/',
      `/board/${board.id}/edit`,
      `/board/${board.id}/edit/collaborators`,
      `/boardsection/${section.id}/edit`,
      '/secure/panic/',
    ];
    paths.staff = [
      '/admin/reports',
      '/admin/domains',
      '/admin/experiences',
      '/admin/today',
      '/admin/jobs',
    ];
  }, 240_000);

  afterAll(async () => {
    await visitor?.close();
    await member?.close();
    await employee?.close();
    await t?.close();
  });

  async function check(context: BrowserContext, list: string[]) {
    const problems: string[] = [];
    for (const p of list) {
      const before = await stylesBeforeScripts(context, `${base}${p}`);
      const after = await stylesAfterHydration(context, `${base}${p}`, before);
      for (const line of styleDifferences(before, after)) problems.push(`${p}: ${line}`);
    }
    return problems;
  }

  it('signed out: every page kind keeps its stylesheets and computed styles through hydration', {
    timeout: 600_000,
  }, async () => {
    expect(await check(visitor.context, paths.out)).toEqual([]);
  });

  it('signed in: every page kind keeps its stylesheets and computed styles through hydration', {
    timeout: 600_000,
  }, async () => {
    expect(await check(member.context, paths.in)).toEqual([]);
  });

  it('an employee: the admin pages keep their stylesheets and computed styles through hydration', {
    timeout: 300_000,
  }, async () => {
    expect(await check(employee.context, paths.staff)).toEqual([]);
  });

  it('signed in: client-side navigations keep every stylesheet the next page needs', {
    timeout: 300_000,
  }, async () => {
    const page = await member.context.newPage();
    await watchStyles(page);
    const [me] = await t.tessera
      .systemCtx()
      .db.select()
      .from(users)
      .where(eq(users.firstName, 'Noor'));
    await page.goto(`${base}/${me?.username}/sunny-rooms/`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.getByRole('link', { name: 'Edit board' }).click();
    await page.waitForURL(/\/board\/\d+\/edit$/);
    const target = await stylesBeforeScripts(member.context, page.url());
    await page.getByRole('heading', { name: 'Edit your board' }).waitFor();
    await settledStyles(page);
    const navigated = await page.evaluate(
      (texts) => window.__styleState(texts),
      probeTexts(target),
    );
    expect(styleDifferences(target, navigated, { sameSheets: false })).toEqual([]);
    // and back: the board's stylesheets are all there again
    await page.goBack();
    await page.waitForURL(/sunny-rooms\/$/);
    await page.getByRole('link', { name: 'Edit board' }).waitFor();
    await settledStyles(page);
    const board = await stylesBeforeScripts(member.context, page.url());
    const back = await page.evaluate((texts) => window.__styleState(texts), probeTexts(board));
    expect(styleDifferences(board, back, { sameSheets: false })).toEqual([]);
    await page.close();
  });
});
