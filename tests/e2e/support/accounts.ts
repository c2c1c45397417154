import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { users } from '#server/db/schema/index';
import { seedDemo } from '#server/demo/seed';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, type TestApp } from '../../support/app';
import {
  type Browser,
  freshIp,
  launchBrowser,
  PERSON_UA,
  uniqueName,
  watchErrors,
} from './browser';
import { signup } from './signup';

/** The password of every account the account journeys make. */
export const PASSWORD = 'violet-harbor-lantern-42';
export const SHOTS = path.resolve('tmp/screenshots/accounts');
/**
 * How long a journey waits for the answer to a form: logging in, signing up and changing a
 * password each hash a password, which on a loaded machine takes well over expect.poll's second.
 */
export const ANSWER = { timeout: 15_000 };

export interface AccountsHarness {
  /** the running app, its address and the signed-out browser, set once beforeAll has run */
  readonly t: TestApp;
  readonly base: string;
  readonly browser: Browser;
  open(p: string, b?: Browser): Promise<{ page: Page; errors: string[]; status: number }>;
  /** An account made through the service (each from its own address: signups are rate limited). */
  makeAccount(firstName?: string): Promise<{
    username: string;
    email: string;
    grant: { token: string };
  }>;
  signInAs(grant: { token: string }, b?: Browser): Promise<void>;
  /** An account's role set in the database, as `tessera users role` does (caches told). */
  setRole(username: string, role: 'user' | 'partner' | 'employee'): Promise<void>;
  /** An account made through the service and promoted to employee. */
  makeEmployee(firstName?: string): ReturnType<AccountsHarness['makeAccount']>;
  seededUsername(): Promise<string>;
  /** the id of the account named `username` */
  idOf(username: string): Promise<number>;
  logInOnPage(page: Page, who: string, password: string): Promise<void>;
  accountMenu(page: Page): ReturnType<Page['getByRole']>;
}

/**
 * One seeded app and one person's browser for a file of account journeys: registers the hooks
 * (start, stop, a signed-out browser before each test) and returns the helpers they share.
 */
export function useAccountsApp(
  opts: {
    cookieChoice?: 'made' | 'unset';
    /** the desktop browser instead of the headless shell (decision 073) */
    browser?: 'shell' | 'full';
    /** the test app's own options, read when it starts (after the file's earlier beforeAll) */
    app?: () => Parameters<typeof createTestApp>[1];
  } = {},
): AccountsHarness {
  let t: TestApp | undefined;
  let browser: Browser | undefined;
  let base = '';

  beforeAll(async () => {
    t = await createTestApp('pglite', opts.app?.());
    await seedDemo(t.tessera.systemCtx(), { users: 4, boards: 6, pins: 24 });
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser({ cookieChoice: opts.cookieChoice, browser: opts.browser });
    await browser.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await mkdir(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  beforeEach(async () => {
    await browser?.context.clearCookies();
  });

  function ready() {
    if (!t || !browser) throw new Error('the accounts app is not started (used outside a test?)');
    return { t, browser };
  }

  const h: AccountsHarness = {
    get t() {
      return ready().t;
    },
    get browser() {
      return ready().browser;
    },
    get base() {
      return base;
    },
    async open(p, b = ready().browser) {
      const page = await b.context.newPage();
      const watch = watchErrors(page);
      const res = await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
      return { page, errors: watch.errors, status: res?.status() ?? 0 };
    },
    async makeAccount(firstName = 'Grace') {
      const username = uniqueName('acct_');
      const ctx = { ...ready().t.tessera.systemCtx(), ip: freshIp() };
      const grant = await signup(ctx, {
        email: `${username}@example.com`,
        password: PASSWORD,
        username,
        firstName,
      });
      return { username, email: `${username}@example.com`, grant };
    },
    async signInAs(grant, b = ready().browser) {
      await b.context.addCookies([{ name: 'tessera_session', value: grant.token, url: base }]);
    },
    async setRole(username, role) {
      await ready()
        .t.tessera.systemCtx()
        .db.update(users)
        .set({ role })
        .where(eq(users.username, username));
      // a write outside a request tells the caches, as `tessera users role` does
      bumpDataVersion();
    },
    async makeEmployee(firstName = 'Staff') {
      const acct = await h.makeAccount(firstName);
      await h.setRole(acct.username, 'employee');
      return acct;
    },
    async idOf(username) {
      const [u] = await ready()
        .t.tessera.systemCtx()
        .db.select({ id: users.id })
        .from(users)
        .where(eq(users.username, username));
      if (!u) throw new Error(`no user ${username}`);
      return u.id;
    },
    async seededUsername() {
      const [u] = await ready().t.tessera.systemCtx().db.select().from(users).limit(1);
      if (!u) throw new Error('no seeded user');
      return u.username;
    },
    async logInOnPage(page, who, password) {
      await page.getByLabel('Email or username').fill(who);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
    },
    accountMenu(page) {
      return page.getByRole('button', { name: 'Account and settings' });
    },
  };
  return h;
}
