import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory';
import {
  type Browser,
  freshIp,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  uniqueName,
  waitForHydration,
  watchErrors,
} from './support/browser';
import { signup } from './support/signup';

const SHOTS = path.resolve('tmp/screenshots/sharing');
const PASSWORD = 'copper-kettle-harbour-19';

// Issue 13: sharing a pin from its closeup — the Share Menu, downloads and the embed code.
describe.skipIf(!hasChromium())('sharing from the closeup (Chromium)', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  const id = { pin: '', other: '' };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const ctx = t.tessera.systemCtx();
    const owner = await makeUser(ctx, { username: 'lampmaker', firstName: 'Lena' });
    const board = await makeBoard(ctx, owner.id, { name: 'Lamps' });
    const sig = (await makeImage(ctx, 9, 400, 500)).signature;
    id.pin = String(
      (await makePin(ctx, owner.id, board.id, { title: 'Brass lamp', imageSignature: sig })).id,
    );
    id.other = String(
      (await makePin(ctx, owner.id, board.id, { title: 'Paper lamp', imageSignature: sig })).id,
    );
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    await browser.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await mkdir(SHOTS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  beforeEach(async () => {
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  async function signIn() {
    const username = uniqueName('sharer_');
    const grant = await signup(
      { ...t.tessera.systemCtx(), ip: freshIp() },
      { email: `${username}@example.com`, password: PASSWORD, username, firstName: 'Mira' },
    );
    await browser.context.addCookies([{ name: 'tessera_session', value: grant.token, url: base }]);
  }

  async function open(p: string) {
    const page = await browser.context.newPage();
    const watch = watchErrors(page);
    await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    return { page, errors: watch.errors };
  }

  it('P-051 P-182 M-363 M-364 M-366 the Share Menu copies the link and opens the networks in their popups', async () => {
    await signIn();
    const { page, errors } = await open(`/pin/${id.pin}/`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Share Menu' });
    await expect.poll(() => menu.count()).toBe(1);
    // the menu's body comes with its first opening
    await menu.getByRole('button', { name: 'Copy link' }).waitFor();
    for (const name of ['Copy link', 'Facebook', 'X (Twitter)', 'Line', 'WhatsApp', 'Email']) {
      expect(await menu.getByRole(name === 'Email' ? 'link' : 'button', { name }).count()).toBe(1);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'share-menu.png') });
    // P-348: the copied link carries the sharer's invite code once it is made
    await page.waitForTimeout(500);
    await menu.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`^${base}/pin/brass-lamp--${id.pin}/\\?invite_code=[0-9A-Za-z]{12}$`),
    );
    // the X intent: its popup, its size, the link and via
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await browser.context.route('https://twitter.com/**', (r) =>
      r.fulfill({ body: 'intent', contentType: 'text/html' }),
    );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      menu.getByRole('button', { name: 'X (Twitter)' }).click(),
    ]);
    await popup.waitForURL(/twitter\.com/);
    const intent = new URL(popup.url());
    expect(intent.origin + intent.pathname).toBe('https://twitter.com/intent/tweet');
    expect(intent.searchParams.get('url')).toMatch(
      new RegExp(`^${base}/pin/brass-lamp--${id.pin}/\\?invite_code=`),
    );
    expect(intent.searchParams.get('text')).toBe('Brass lamp');
    expect(intent.searchParams.get('via')).toBe('tessera');
    expect(popup.viewportSize()).toEqual({ width: 550, height: 420 });
    await popup.close();
    expect(await menu.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-270 P-271 issue 13 a visitor downloads one image, the second asks them to log in; the embed code is there for anyone', async () => {
    const { page, errors } = await open(`/pin/${id.pin}/`);
    const more = page.getByRole('button', { name: 'More options' }).first();
    await more.click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download image' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^tessera-pin-${id.pin}\\.(jpg|webp|png)$`),
    );
    await page
      .getByRole('status')
      .filter({ hasText: 'Image downloaded to your device.' })
      .waitFor();
    await more.click();
    await page.getByRole('menuitem', { name: 'Download image' }).click();
    const upsell = page.getByRole('dialog', { name: 'Log in to download more images' });
    await expect.poll(() => upsell.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => upsell.count()).toBe(0);
    await more.click();
    await page.getByRole('menuitem', { name: 'Get Pin embed code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Embed this Pin' });
    await expect.poll(() => dialog.count()).toBe(1);
    const code = await dialog.getByLabel('Embed code').inputValue();
    expect(code).toContain(`src="${base}/embed/pin/${id.pin}/"`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'embed-code.png') });
    // the frame it names shows the card
    const res = await page.request.get(`${base}/embed/pin/${id.pin}/`);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('Brass lamp');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-184 P-186 P-187 P-383 a shared link tells a visitor and another member who shared it, and not the sharer', async () => {
    await signIn();
    const { page } = await open(`/pin/${id.pin}/`);
    // the invite link is made as the menu opens
    const made = page.waitForResponse((r) =>
      r.url().includes('/resource/CreateShareLinkResource/'),
    );
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Share Menu' });
    await expect.poll(() => menu.count()).toBe(1);
    await made;
    await menu.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' }).waitFor();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toMatch(
      new RegExp(`/pin/brass-lamp--${id.pin}/\\?invite_code=[0-9A-Za-z]{12}$`),
    );
    // the sharer opening their own link: nothing to say
    await page.goto(shared, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    expect(await page.getByText('shared this idea with you').count()).toBe(0);
    await page.close();

    // a visitor on a desktop: the popover
    await browser.context.clearCookies();
    const v = await open(new URL(shared).pathname + new URL(shared).search);
    const pop = v.page.getByRole('complementary', { name: 'Mira shared this idea with you' });
    await expect.poll(() => pop.count()).toBe(1);
    expect(await pop.getByRole('link', { name: 'Sign up' }).count()).toBe(1);
    expect(await seriousA11yViolations(v.page)).toEqual([]);
    await v.page.screenshot({ path: path.join(SHOTS, 'invite-popover.png') });
    await pop.getByRole('button', { name: 'Close' }).click();
    expect(await pop.count()).toBe(0);
    expect(v.errors).toEqual([]);
    await v.page.close();

    // another member: the toast
    await signIn();
    const m = await open(new URL(shared).pathname + new URL(shared).search);
    await m.page
      .getByRole('status')
      .filter({ hasText: 'Mira shared this idea with you' })
      .waitFor();
    expect(m.errors).toEqual([]);
    await m.page.close();
  });

  it('on a phone (390 px, dark) the share control copies the link and the menu fits', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const errors = watchErrors(page).errors;
    await page.goto(`${base}/pin/${id.other}/`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Copied link to your clipboard to share' })
      .waitFor();
    await page.getByRole('button', { name: 'More options' }).first().click();
    await page.getByRole('menuitem', { name: 'Copy link' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    expect(overflow).toBe(false);
    await page.screenshot({ path: path.join(SHOTS, 'more-390-dark.png') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
