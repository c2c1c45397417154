// npm run screenshots [-- --out DIR]: every screen built so far, light and dark, desktop and
// mobile, as PNGs in a folder outside the repository, for a person to look at (issue 11).
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { boardPath, pinPath, profilePath } from '#domain/catalogue/routes';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { boards } from '#server/db/schema/boards';
import { pins } from '#server/db/schema/pins';
import { users } from '#server/db/schema/users';
import { seedDemo } from '#server/demo/seed';
import { createSession } from '#server/services/accounts/sessions';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { buildIfStale } from './build-if-stale.mjs';

// a person's browsers: headless Chromium's own user agent is a bot's, and bots are never signed in
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

const DEVICES = {
  desktop: { viewport: { width: 1280, height: 900 }, userAgent: DESKTOP_UA, touch: false },
  mobile: { viewport: { width: 390, height: 844 }, userAgent: ANDROID_UA, touch: true },
} as const;
type DeviceName = keyof typeof DEVICES;
const THEMES = ['light', 'dark'] as const;

interface Demo {
  username: string;
  boardHref: string;
  pinHref: string;
}

interface Screen {
  name: string;
  path: string;
  /** after the page loads: open a mode, wait for a surface */
  prepare?: (page: Page) => Promise<void>;
}

function screensOf(demo: Demo): Screen[] {
  return [
    { name: 'home', path: '/' },
    { name: 'closeup', path: demo.pinHref },
    { name: 'board', path: demo.boardHref },
    { name: 'profile', path: profilePath(demo.username) },
    { name: 'settings', path: '/settings' },
    { name: 'pin-builder', path: '/pin-builder' },
    {
      name: 'organize',
      path: demo.boardHref,
      prepare: async (page) => {
        await page.getByRole('button', { name: 'Organize' }).first().click();
        await page.waitForTimeout(300);
      },
    },
    {
      name: 'account-menu',
      path: '/',
      prepare: async (page) => {
        await page.getByRole('button', { name: 'Account and settings' }).click();
        await page.getByRole('menu').waitFor();
      },
    },
    { name: 'not-found', path: '/no/such/page/here/' },
  ];
}

function parseCli() {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return { out: path.resolve(values.out ?? path.join('/tmp/tessera-screenshots', stamp)) };
}

async function main() {
  const { out } = parseCli();
  buildIfStale();
  await mkdir(out, { recursive: true });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-screenshots-data-'));
  const tessera = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }));
  const written: string[] = [];
  try {
    await tessera.database.migrate();
    console.log('Seeding demo content into a fresh data folder…');
    await seedDemo(tessera.systemCtx(), { users: 6, boards: 10, pins: 80 });
    const base = await tessera.app.listen({ port: 0, host: '127.0.0.1' });
    const demo = await pickDemo(tessera.database.db);
    const token = await signIn(tessera, demo.username);
    console.log(`Signed in as the demo user @${demo.username}; taking pictures…`);
    for (const device of Object.keys(DEVICES) as DeviceName[]) {
      for (const theme of THEMES) {
        await withBrowser(device, theme, base, token, async (page) => {
          for (const screen of screensOf(demo)) {
            const file = path.join(out, `${screen.name}-${device}-${theme}.png`);
            await page.goto(`${base}${screen.path}`, { waitUntil: 'load', timeout: 60_000 });
            await screen.prepare?.(page);
            await settle(page);
            await page.screenshot({ path: file });
            written.push(file);
            console.log(`  wrote ${path.basename(file)}`);
          }
        });
      }
    }
  } finally {
    await tessera.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`\nScreenshots in ${out}:`);
  for (const f of written) console.log(`  ${path.basename(f)}`);
}

type Db = Awaited<ReturnType<typeof buildApp>>['database']['db'];

/** The demo person with the fullest public board, that board, and a pin on it. */
async function pickDemo(db: Db): Promise<Demo> {
  const [best] = await db
    .select({ username: users.username, slug: boards.slug, boardId: boards.id, n: count(pins.id) })
    .from(boards)
    .innerJoin(users, eq(users.id, boards.ownerId))
    .innerJoin(pins, and(eq(pins.boardId, boards.id), isNull(pins.deletedAt)))
    .where(and(eq(boards.privacy, 'public'), isNull(boards.deletedAt), isNull(users.deletedAt)))
    .groupBy(users.username, boards.slug, boards.id)
    .orderBy(desc(count(pins.id)))
    .limit(1);
  if (!best) throw new Error('The demo content has no public board with pins.');
  const [pin] = await db
    .select({ id: pins.id })
    .from(pins)
    .where(and(eq(pins.boardId, best.boardId), isNull(pins.deletedAt)))
    .limit(1);
  if (!pin) throw new Error('The demo board has no pin.');
  return {
    username: best.username,
    boardHref: boardPath(best.username, best.slug),
    pinHref: pinPath(String(pin.id)),
  };
}

/** A session for the demo person, as logging in makes one (demo people have no password). */
async function signIn(tessera: Awaited<ReturnType<typeof buildApp>>, username: string) {
  const db = tessera.database.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`No user ${username}.`);
  const ctx = { ...tessera.systemCtx(), userAgent: DESKTOP_UA, ip: '127.0.0.1' };
  const grant = await db.transaction((tx) => createSession(ctx, tx, user.id));
  return grant.token;
}

async function withBrowser(
  device: DeviceName,
  theme: (typeof THEMES)[number],
  base: string,
  token: string,
  run: (page: Page) => Promise<void>,
) {
  const d = DEVICES[device];
  const browser = await launchBrowser({
    width: d.viewport.width,
    height: d.viewport.height,
    userAgent: d.userAgent,
    isMobile: d.touch,
    hasTouch: d.touch,
    // no stored choice: the page follows the system, which is this
    colorScheme: theme,
    reducedMotion: 'reduce',
  });
  try {
    const { context } = browser;
    await context.addCookies([{ name: 'tessera_session', value: token, url: base }]);
    const page = context.pages()[0] ?? (await context.newPage());
    await run(page);
  } finally {
    await browser.close();
  }
}

/**
 * Images decoded and layout still, so a picture shows the page and not its loading; bounded,
 * because a page that streams video never goes quiet.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .evaluate(async () => {
      const onScreen = Array.from(document.images).filter(
        (i) => i.getBoundingClientRect().top < window.innerHeight,
      );
      const decoded = Promise.all(onScreen.map((i) => i.decode().catch(() => undefined)));
      await Promise.race([decoded, new Promise((r) => setTimeout(r, 3_000))]);
    })
    .catch(() => undefined);
  await page.waitForTimeout(250);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
