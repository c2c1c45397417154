import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, chromium, type LaunchOptions, type Page } from 'playwright-core';

/** Debian's Chromium, the browser people run: Lighthouse measures pages in it (bench/lighthouse.ts). */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * What journeys and screenshots drive (decision 073): Debian's chromium-headless-shell, the same
 * Blink and V8 without the desktop browser's layers, which is what Playwright itself launches
 * for a headless run. A journey is bound by the CPU, and the shell spends less of it (5% of the
 * whole machine's, for one journey file). The full browser stands in where the shell is not
 * installed.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

export function hasChromium(): boolean {
  return existsSync(CHROMIUM);
}

/** What a journey or a script may set of the browser context besides its size. */
type ContextOptions = Omit<
  NonNullable<Parameters<typeof chromium.launchPersistentContext>[1]>,
  keyof LaunchOptions | 'viewport'
>;

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** How every Chromium of the project starts (journeys, screenshots, the bench's Lighthouse). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The cookie choice of a person who has already answered the banner (spec 02 §4: everything
 * off). Journeys run against servers on 127.0.0.1, whatever their port, and cookies do not go by
 * port, so one cookie covers them all.
 */
export const COOKIES_CHOSEN = {
  name: 'tessera_consent',
  value: 'a0.m0.p0',
  domain: '127.0.0.1',
  path: '/',
} as const;

/**
 * A journey's browser has already made its cookie choice, so the banner (a fixed card over the
 * bottom of a phone's screen, an inline card that moves a desktop page down) is not in the way
 * of what the journey is about; clearing every cookie (how journeys sign out) keeps that one.
 * The consent journeys pass `cookieChoice: 'unset'`.
 */
async function keepCookieChoice(context: BrowserContext): Promise<void> {
  await context.addCookies([COOKIES_CHOSEN]);
  const clear = context.clearCookies.bind(context);
  context.clearCookies = async (options) => {
    await clear(options);
    if (!options) await context.addCookies([COOKIES_CHOSEN]);
  };
}

/**
 * A promise rejected with a Response that nothing handled reaches a journey as a page error that
 * says only "Response", without a stack (CI saw one, once, after the today composer's Delete).
 * Runs in each page: says which answer it was, where the page was and what it fetched last, so
 * the journey's `errors` tell a reader where to look.
 */
function tellRejectedResponses(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const r: unknown = event.reason;
    if (!(r instanceof Response)) return;
    const fetched = performance
      .getEntriesByType('resource')
      .slice(-4)
      .map((e) => e.name)
      .join(', ');
    console.error(
      `Unhandled rejection with a Response ${r.status} ${r.url || '(made in the page)'}` +
        ` location: ${r.headers.get('location') ?? '-'}; page ${location.href}; last fetched: ${fetched}`,
    );
  });
}

/** Debian's Chromium, headless, with a fresh profile (launchPersistentContext takes the dir). */
export async function launchBrowser(
  opts: {
    width?: number;
    height?: number;
    cookieChoice?: 'made' | 'unset';
    /** 'full': the desktop browser, for what the headless shell lacks (decision 073) */
    browser?: 'shell' | 'full';
  } & ContextOptions = {},
): Promise<Browser> {
  const { width, height, cookieChoice = 'made', browser = 'shell', ...contextOptions } = opts;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: browser === 'full' ? FULL_CHROMIUM : CHROMIUM,
    args: CHROMIUM_ARGS,
    viewport: { width: width ?? 1280, height: height ?? 900 },
    ...contextOptions,
  });
  if (cookieChoice === 'made') await keepCookieChoice(context);
  await context.addInitScript(tellRejectedResponses);
  watchReact(context);
  return {
    context,
    async close() {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Console errors and uncaught exceptions of a page; expected 404 documents can be let through. */
export function watchErrors(page: Page): { errors: string[] } {
  const state = { errors: [] as string[] };
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const loggedObject = /^[A-Z]\w*$/.test(m.text());
    const { url, lineNumber, columnNumber } = m.location();
    // a failed resource says only its status, and an object logged only its class ("Response"):
    // where it was is what a reader needs, and it is known now, before the journey reads `errors`
    const where = m.text().startsWith('Failed to load resource')
      ? url
      : loggedObject
        ? `${url}:${lineNumber}:${columnNumber}`
        : '';
    const at = state.errors.push(where ? `${m.text()} (${where})` : m.text()) - 1;
    // which object it was is added once the page has told (a journey reading `errors` later sees it)
    const [arg] = m.args();
    if (arg && loggedObject) {
      void arg
        .evaluate((v) =>
          v instanceof Response
            ? `Response ${v.status} ${v.url} ${v.headers.get('content-type') ?? ''}`
            : JSON.stringify(v),
        )
        .then((what) => {
          state.errors[at] =
            `${m.text()}: ${what} (${m.location().url}:${m.location().lineNumber})`;
        })
        .catch(() => undefined);
    }
  });
  // a thrown value that is not an Error (a Response) says only its class: its stack says where
  page.on('pageerror', (e) =>
    state.errors.push(
      e.name
        ? String(e)
        : `${String(e)} ${e.stack?.split('\n').slice(0, 4).join(' ') ?? ''}`.trim(),
    ),
  );
  return state;
}

/**
 * What the page's React reported (app/lib/react-errors.ts logs each with this prefix), or React's
 * own words for a hydration mismatch. A journey fails on any (decision 035).
 */
const REACT_PROBLEM =
  /^React (recoverable|uncaught) error|Hydration failed|hydrated but some attributes|didn't match the client|Minified React error #(418|419|421|422|423|425)/i;
const reactProblems: string[] = [];

/** Records the React problems every page of the context logs; launchBrowser does it for its own. */
export function watchReact(context: BrowserContext): void {
  context.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && REACT_PROBLEM.test(m.text())) {
      reactProblems.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
    }
  });
  context.on('weberror', (e) => {
    if (REACT_PROBLEM.test(String(e.error()))) reactProblems.push(String(e.error()));
  });
}

/** The React problems recorded since the last call (tests/e2e/support/setup.ts fails a test on any). */
export function takeReactProblems(): string[] {
  return reactProblems.splice(0);
}

/**
 * Waits until the page has hydrated (the root layout marks <html data-hydrated>): a press
 * before that lands on server markup and does nothing, and under a loaded machine
 * `networkidle` alone can come first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-hydrated'),
    undefined,
    { timeout: 15_000 },
  );
  const reported = await page.evaluate(() => window.__reactErrors ?? []);
  if (reported.length > 0)
    throw new Error(`React reported while hydrating:\n${reported.join('\n')}`);
}

/**
 * Waits for an in-app navigation to reach `url` and for React to have committed that page: the
 * router changes the address first and renders the next page in a transition, so the old page's
 * headings and cards can still be read for a moment (the root layout marks <html data-shown>).
 * Not for an address the closeup overlay pushes itself, which the router never renders.
 */
export async function waitForPage(
  page: Page,
  url: Parameters<Page['waitForURL']>[0],
  options: { timeout?: number } = {},
): Promise<void> {
  await page.waitForURL(url, options);
  await page.waitForFunction(
    () => document.documentElement.dataset.shown === location.pathname + location.search,
    undefined,
    { timeout: options.timeout ?? 15_000 },
  );
}

/**
 * Runs `check` in the dark and then the light theme, switched on the open page the way an
 * operating system switches it: the page follows at once (app/lib/theme.ts sets <html
 * data-theme>, which the tokens read), so one load shows both. The page ends light.
 */
export async function inEachScheme(
  page: Page,
  check: (scheme: 'dark' | 'light') => Promise<void>,
): Promise<void> {
  for (const scheme of ['dark', 'light'] as const) {
    await showScheme(page, scheme);
    await check(scheme);
  }
}

/** The operating system switches to `scheme`; resolves once the open page paints in it. */
export async function showScheme(page: Page, scheme: 'dark' | 'light'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((s) => document.documentElement.dataset.theme === s, scheme, {
    timeout: 5000,
  });
}

/** Waits for the page's finite animations and transitions to end (at most 2 s). */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/** axe violations of impact serious or critical, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // a dialog or toast still fading in has the contrast of its half-way opacity: axe reads the
  // page once it has settled, after every finite animation and transition (at most 2 s), and
  // again after a toast's 100 ms show delay (M-239) may have started one
  await settled(page);
  await page.waitForTimeout(150);
  await settled(page);
  // axe's experimental label-in-name rule (WCAG 2.5.3), which Lighthouse reports too.
  // Decision 077: axe.run in the page (legacy mode), not runPartial in each frame and finishRun
  // in a new blank page, and only the violations' nodes: a home grid took 12–16 s of a loaded
  // machine that way, 4 s this way, the same rules on the same frames (our pages are one origin)
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  // a toast whose time ran out while axe was reading begins to fade out: its contrast then is
  // the fade's, not the design's. The flagged node is then inside a fading toast, or gone with
  // it, when axe is done (CI saw "Draft saved" read so, the node's selector its own text's);
  // shown toasts are still read (collaborators, share-send, ...)
  const contrast = result.violations.find((v) => v.id === 'color-contrast');
  const fading = new Set(
    await page.evaluate(
      (selectors) =>
        selectors.filter((selector) => {
          const el = selector ? document.querySelector(selector) : null;
          return !el || el.closest('[data-state="hiding"]') !== null;
        }),
      (contrast?.nodes ?? []).map((n) => (n.target.length === 1 ? String(n.target[0]) : '')),
    ),
  );
  const shown = (n: { target: unknown[] }) =>
    n.target.length !== 1 || !fading.has(String(n.target[0]));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => (v.id === 'color-contrast' ? { ...v, nodes: v.nodes.filter(shown) } : v))
    .filter((v) => v.nodes.length > 0)
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * Headless Chromium says "HeadlessChrome", which the server rightly takes for a bot, and bots
 * are never signed in and never save; journeys are a person's, so the browser says it is one.
 */
export const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';

let seq = 0;
/** A name no other journey of this run uses (usernames, board names). */
export function uniqueName(prefix: string): string {
  seq += 1;
  return `${prefix}${seq}${Math.random().toString(36).slice(2, 6)}`;
}

let ipSeq = 0;
/** A fresh client address per sign-up, so per-IP limits of one journey never reach another. */
export function freshIp(): string {
  ipSeq += 1;
  return `10.${(process.pid >> 4) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

/** Waits until the service worker controls the page (after a reload when it first arrives). */
export async function controlledByWorker(page: Page): Promise<void> {
  await page
    .waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 15_000,
    })
    .catch(async () => {
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 15_000,
      });
    });
}
