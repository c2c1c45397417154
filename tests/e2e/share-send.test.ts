import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBlocks, userFollows } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { makeBoard, makeImage, makePin } from '../support/factory';
import {
  type Browser,
  freshIp,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  showScheme,
  uniqueName,
  waitForHydration,
  waitForPage,
  watchErrors,
} from './support/browser';
import { signup } from './support/signup';

const SHOTS = path.resolve('tmp/screenshots/share-send');
const PASSWORD = 'copper-kettle-harbour-19';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

// Issue 13: the Share Menu's 'Send to a Tessera user', Blocked accounts, the profile's … menu,
// and the card's overflow menu as a sheet on a phone.
describe.skipIf(!hasChromium())('send from the Share Menu, and blocking (Chromium)', () => {
  let t: TestApp;
  let base: string;
  const browsers: Browser[] = [];
  type Person = { token: string; name: string; id: number };
  const who: Record<'ada' | 'ben' | 'cai', Person> = {
    ada: { token: '', name: '', id: 0 },
    ben: { token: '', name: '', id: 0 },
    cai: { token: '', name: '', id: 0 },
  };
  let pinId = '';
  let boardPath = '';

  async function person(firstName: string): Promise<Person> {
    const username = uniqueName(`${firstName.toLowerCase()}_`);
    const grant = await signup(
      { ...t.tessera.systemCtx(), ip: freshIp() },
      { email: `${username}@example.com`, password: PASSWORD, username, firstName },
    );
    return { token: grant.token, name: username, id: grant.userId };
  }

  async function browserAs(
    token: string | null,
    opts: Parameters<typeof launchBrowser>[0] = {},
    userAgent = PERSON_UA,
  ) {
    const b = await launchBrowser(opts);
    browsers.push(b);
    await b.context.setExtraHTTPHeaders({ 'user-agent': userAgent });
    if (token) await b.context.addCookies([{ name: 'tessera_session', value: token, url: base }]);
    return b;
  }

  async function open(b: Browser, p: string) {
    const page = await b.context.newPage();
    const watch = watchErrors(page);
    await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    return { page, errors: watch.errors };
  }

  const settled = (page: Page) => page.waitForTimeout(400);

  async function pickRecipient(page: Page, p: Person) {
    const dialog = page.getByRole('dialog', { name: 'Send this pin' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'To' }).fill(p.name.slice(0, 6));
    await dialog.getByRole('button', { name: new RegExp(p.name) }).click();
    return dialog;
  }

  beforeAll(async () => {
    t = await createTestApp('pglite');
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    who.ada = await person('Ada');
    who.ben = await person('Ben');
    who.cai = await person('Cai');
    const ctx = t.tessera.systemCtx();
    // Ben follows Ada: what Ada sends lands in Ben's inbox, not his requests
    await ctx.db.insert(userFollows).values({ followerId: who.ben.id, followeeId: who.ada.id });
    const board = await makeBoard(ctx, who.ada.id, { name: 'Lamps' });
    boardPath = `/${who.ada.name}/${board.slug}/`;
    const sig = (await makeImage(ctx, 9, 400, 500)).signature;
    pinId = String(
      (
        await makePin(ctx, who.ada.id, board.id, {
          title: 'Brass lamp',
          imageSignature: sig,
          link: 'https://shop.example/lamps/brass',
        })
      ).id,
    );
    await mkdir(SHOTS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    for (const b of browsers) await b.close();
    await t?.close();
  });

  it("issue 13 the card's Share Menu: Send to a Tessera user sends the pin, and it is in the recipient's inbox", async () => {
    const ba = await browserAs(who.ada.token);
    const { page, errors } = await open(ba, boardPath);
    const card = page.locator(`article[data-pin-id="${pinId}"]`);
    await card.hover();
    const share = card.getByRole('button', { name: 'Send this pin' });
    await share.waitFor();
    await share.click();
    const menu = page.getByRole('dialog', { name: 'Share Menu' });
    const send = menu.getByRole('button', { name: 'Send to a Tessera user' });
    await send.waitFor();
    // the spec's entries, then the new one last
    for (const name of ['Copy link', 'Facebook', 'X (Twitter)', 'Line', 'WhatsApp']) {
      expect(await menu.getByRole('button', { name }).count()).toBe(1);
    }
    expect(await menu.getByRole('link', { name: 'Email' }).count()).toBe(1);
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, '1-card-share-menu-1280.png') });
    await send.click();
    const dialog = await pickRecipient(page, who.ben);
    expect(await menu.count()).toBe(0);
    await dialog.getByRole('textbox', { name: 'Add a message (optional)' }).fill('From the card');
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, '2-card-send-dialog-1280.png') });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').filter({ hasText: 'Sent to Ben' }).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(errors).toEqual([]);

    const bb = await browserAs(who.ben.token);
    const home = await open(bb, '/');
    const inbox = home.page.getByRole('button', { name: 'Messages, 1 unread' });
    await inbox.waitFor();
    await inbox.click();
    const panel = home.page.getByRole('dialog', { name: 'Inbox' });
    await panel.getByRole('link', { name: /Ada.*From the card/ }).click();
    // the row opens the conversation in the panel (conversationView); the journey goes on to its page
    await panel.getByRole('link', { name: 'Open full page' }).click();
    await waitForPage(home.page, /\/conversation\/\d+\/$/);
    await home.page.getByRole('link', { name: 'Pin: Brass lamp' }).waitFor();
    expect(home.errors).toEqual([]);
  });

  it('issue 33 a profile: Message sends to that person; your own has Share profile and Edit profile', async () => {
    const ba = await browserAs(who.ada.token);
    await ba.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const profile = await open(ba, `/${who.ben.name}/`);
    await profile.page.getByRole('button', { name: 'Message', exact: true }).click();
    const dialog = profile.page.getByRole('dialog', { name: 'Message Ben' });
    await dialog.getByRole('list', { name: 'Sending to' }).getByText('Ben').waitFor();
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello from your profile');
    await settled(profile.page);
    expect(await seriousA11yViolations(profile.page)).toEqual([]);
    await profile.page.screenshot({ path: path.join(SHOTS, '10-profile-message-1280.png') });
    await profile.page.keyboard.press('Enter');
    await profile.page.getByRole('status').filter({ hasText: 'Sent to Ben' }).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(profile.errors).toEqual([]);

    const own = await open(ba, `/${who.ada.name}/`);
    expect(await own.page.getByRole('button', { name: 'Message', exact: true }).count()).toBe(0);
    await own.page.getByRole('button', { name: 'Share profile' }).click();
    await own.page
      .getByRole('status')
      .filter({ hasText: 'Copied link to your clipboard to share' })
      .waitFor();
    const copied = await own.page.evaluate(() => navigator.clipboard.readText());
    // the profile's address with Ada's invite code, so whoever opens it learns who shared it
    expect(new URL(copied).pathname).toBe(`/${who.ada.name}/`);
    expect(new URL(copied).searchParams.get('invite_code')).toBeTruthy();
    await own.page.screenshot({ path: path.join(SHOTS, '11-own-profile-1280.png') });
    await own.page.getByRole('link', { name: 'Edit profile' }).click();
    await waitForPage(own.page, `${base}/settings#settings-profile`);
    expect(own.errors).toEqual([]);
  });

  it('issue 13 block from a profile, the Share Menu then says so, Blocked accounts lists them, Unblock lets the pin go', async () => {
    const ba = await browserAs(who.ada.token);
    // Block, from Cai's profile … menu, after a confirmation
    const profile = await open(ba, `/${who.cai.name}/`);
    await profile.page.getByRole('button', { name: 'More options' }).click();
    await profile.page.getByRole('menuitem', { name: 'Block' }).click();
    const ask = profile.page.getByRole('dialog', { name: 'Block Cai?' });
    await ask.waitFor();
    await settled(profile.page);
    expect(await seriousA11yViolations(profile.page)).toEqual([]);
    await profile.page.screenshot({ path: path.join(SHOTS, '3-block-confirm-1280.png') });
    await ask.getByRole('button', { name: 'Block' }).click();
    await profile.page.getByRole('status').filter({ hasText: 'Cai is blocked.' }).waitFor();
    expect(profile.errors).toEqual([]);

    // sending to Cai from the closeup's Share Menu: the readable refusal
    const closeup = await open(ba, `/pin/${pinId}/`);
    await closeup.page.getByRole('button', { name: 'Share', exact: true }).click();
    const menu = closeup.page.getByRole('dialog', { name: 'Share Menu' });
    await menu.getByRole('button', { name: 'Send to a Tessera user' }).click();
    const dialog = await pickRecipient(closeup.page, who.cai);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog
      .getByText(`You blocked ${who.cai.name}. Unblock them to send a message.`)
      .waitFor();
    await closeup.page.screenshot({ path: path.join(SHOTS, '4-send-blocked-1280.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // a 403 the person is shown is not a console error of the page's own making
    expect(closeup.errors.filter((e) => !/403/.test(e))).toEqual([]);

    // Settings, Blocked accounts: Cai, with Unblock behind a confirmation
    const settings = await open(ba, '/settings');
    const list = settings.page.getByRole('list', { name: 'Blocked accounts' });
    await list.getByText(`@${who.cai.name}`).waitFor();
    await list.scrollIntoViewIfNeeded();
    await settled(settings.page);
    expect(await seriousA11yViolations(settings.page)).toEqual([]);
    await settings.page.screenshot({ path: path.join(SHOTS, '5-blocked-accounts-1280.png') });
    await list.getByRole('button', { name: 'Unblock Cai' }).click();
    const confirm = settings.page.getByRole('dialog', { name: 'Unblock Cai?' });
    await confirm.getByRole('button', { name: 'Unblock' }).click();
    await settings.page.getByRole('status').filter({ hasText: 'Cai is unblocked.' }).waitFor();
    await settings.page.getByText("You haven't blocked anyone.", { exact: false }).waitFor();
    expect(settings.errors).toEqual([]);

    // and the pin goes now
    await closeup.page.getByRole('button', { name: 'Share', exact: true }).click();
    await menu.getByRole('button', { name: 'Send to a Tessera user' }).click();
    const again = await pickRecipient(closeup.page, who.cai);
    await again.getByRole('button', { name: 'Send' }).click();
    await closeup.page.getByRole('status').filter({ hasText: 'Sent to Cai' }).waitFor();
  });

  it('issue 13 on a 390 px touch phone the card’s overflow menu and the profile’s are sheets (dark theme)', async () => {
    const phone = await browserAs(
      who.ada.token,
      { width: 390, height: 844, isMobile: true, hasTouch: true, colorScheme: 'dark' },
      IPHONE_UA,
    );
    const { page, errors } = await open(phone, boardPath);
    const card = page.locator(`article[data-pin-id="${pinId}"]`);
    // a touch opens the closeup; the card's controls come with keyboard focus on a phone
    await card.locator('a').first().focus();
    const more = card.getByRole('button', { name: 'More options' });
    await more.waitFor();
    await more.click();
    const sheet = page.getByRole('dialog', { name: 'More options' });
    await sheet.waitFor();
    expect(await page.getByRole('menu').count()).toBe(0);
    await sheet.getByRole('button', { name: 'Download image' }).waitFor();
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, '6-card-menu-sheet-390-dark.png') });
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);

    const profile = await open(phone, `/${who.ben.name}/`);
    await profile.page.getByRole('button', { name: 'More options' }).click();
    const profileSheet = profile.page.getByRole('dialog', { name: 'More options' });
    await profileSheet.getByRole('button', { name: 'Block' }).waitFor();
    await settled(profile.page);
    await profile.page.screenshot({ path: path.join(SHOTS, '7-profile-menu-390-dark.png') });
    expect(await seriousA11yViolations(profile.page)).toEqual([]);
    expect(profile.errors, JSON.stringify(profile.errors)).toEqual([]);
  });

  it('screenshots: Blocked accounts, a profile and /pin_redirect at 1280 and 390, light and dark', {
    timeout: 240_000,
  }, async () => {
    // Ada blocks Ben for the list (through the API the profile menu uses)
    const ctx = t.tessera.systemCtx();
    await ctx.db.insert(userBlocks).values({ blockerId: who.ada.id, blockedId: who.ben.id });
    const redirect = `/pin_redirect?${new URLSearchParams({
      domain: 'shop.example',
      domainImageUrl: '',
      origin: '/',
      pinCategory: '',
      pinImageUrl: '',
      redirectUrl: 'https://shop.example/lamps/brass',
      pin: pinId,
    }).toString()}`;
    const b = await browserAs(who.ada.token);
    const visitor = await browserAs(null);
    const settings = await open(b, '/settings');
    const profile = await open(b, `/${who.ben.name}/`);
    const inter = await open(visitor, redirect);
    const confirm = await open(visitor, '/pin_redirect?redirectUrl=https%3A%2F%2Fevil.example%2F');
    expect(await inter.page.title()).toBe('Continue to shop.example | Tessera');
    expect(await seriousA11yViolations(inter.page)).toEqual([]);
    expect(await seriousA11yViolations(settings.page)).toEqual([]);
    for (const scheme of ['light', 'dark'] as const) {
      // the open pages follow the system's scheme as it changes (app/lib/theme.ts)
      for (const { page } of [settings, profile, inter, confirm]) await showScheme(page, scheme);
      for (const width of [1280, 390]) {
        const tag = `${width}-${scheme}`;
        for (const { page } of [settings, profile, inter, confirm]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        }
        const list = settings.page.getByRole('list', { name: 'Blocked accounts' });
        await list.scrollIntoViewIfNeeded();
        await settled(settings.page);
        await settings.page.screenshot({ path: path.join(SHOTS, `blocked-${tag}.png`) });
        for (const { page } of [settings, inter, confirm]) {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${page.url()} ${tag}`).toBeLessThanOrEqual(0);
        }
        await profile.page.screenshot({ path: path.join(SHOTS, `profile-${tag}.png`) });
        await inter.page.screenshot({ path: path.join(SHOTS, `pin-redirect-${tag}.png`) });
        await confirm.page.screenshot({
          path: path.join(SHOTS, `pin-redirect-confirm-${tag}.png`),
        });
      }
    }
    for (const { errors } of [settings, profile, inter, confirm])
      expect(errors, JSON.stringify(errors)).toEqual([]);
  });
});
