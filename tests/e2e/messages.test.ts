import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFollows } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { makeBoard, makeImage, makePin } from '../support/factory';
import {
  type Browser,
  freshIp,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  uniqueName,
  waitForHydration,
  waitForPage,
  watchErrors,
} from './support/browser';
import { signup } from './support/signup';

const SHOTS = path.resolve('tmp/screenshots/messages');
const PASSWORD = 'copper-kettle-harbour-19';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

// Issue 13, first slice: a pin sent from the closeup reaches a follower's inbox.
describe.skipIf(!hasChromium())('sending a pin and the inbox (Chromium)', () => {
  let t: TestApp;
  let base: string;
  const browsers: Browser[] = [];
  const who = { a: { token: '', name: '' }, b: { token: '', name: '' } };
  let pinId = '';

  async function person(firstName: string) {
    const username = uniqueName(`${firstName.toLowerCase()}_`);
    const grant = await signup(
      { ...t.tessera.systemCtx(), ip: freshIp() },
      { email: `${username}@example.com`, password: PASSWORD, username, firstName },
    );
    return { token: grant.token, name: username, id: grant.userId };
  }

  async function browserAs(
    token: string,
    opts: Parameters<typeof launchBrowser>[0] = {},
    userAgent = PERSON_UA,
  ) {
    const b = await launchBrowser(opts);
    browsers.push(b);
    await b.context.setExtraHTTPHeaders({ 'user-agent': userAgent });
    await b.context.addCookies([{ name: 'tessera_session', value: token, url: base }]);
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

  beforeAll(async () => {
    t = await createTestApp('pglite');
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    const a = await person('Ada');
    const b = await person('Ben');
    who.a = a;
    who.b = b;
    const ctx = t.tessera.systemCtx();
    await ctx.db.insert(userFollows).values({ followerId: b.id, followeeId: a.id });
    const board = await makeBoard(ctx, a.id, { name: 'Lamps' });
    const sig = (await makeImage(ctx, 9, 400, 500)).signature;
    pinId = String(
      (await makePin(ctx, a.id, board.id, { title: 'Brass lamp', imageSignature: sig })).id,
    );
    await mkdir(SHOTS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    for (const b of browsers) await b.close();
    await t?.close();
  });

  it('A sends a pin from the closeup; B sees the unread badge, the inbox and the pin card in the conversation', async () => {
    const ba = await browserAs(who.a.token);
    const { page, errors } = await open(ba, `/pin/${pinId}/`);
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this pin' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'To' }).fill(who.b.name.slice(0, 6));
    await dialog.getByRole('button', { name: new RegExp(who.b.name) }).click();
    expect(await dialog.getByRole('list', { name: 'Sending to' }).textContent()).toContain('Ben');
    await dialog.getByRole('textbox', { name: 'Add a message (optional)' }).fill('For your desk');
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, '1-send-dialog-1280.png') });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').filter({ hasText: 'Sent to Ben' }).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(errors).toEqual([]);

    // B, in a browser of their own
    const bb = await browserAs(who.b.token);
    const home = await open(bb, '/');
    const inbox = home.page.getByRole('button', { name: 'Messages, 1 unread' });
    await inbox.waitFor();
    expect(await home.page.getByTestId('unread-badge').textContent()).toBe('1');
    await inbox.click();
    const panel = home.page.getByRole('dialog', { name: 'Inbox' });
    await panel.waitFor();
    const row = panel.getByRole('link', { name: /Ada.*For your desk.*1 unread/ });
    await row.waitFor();
    await settled(home.page);
    expect(await seriousA11yViolations(home.page)).toEqual([]);
    await home.page.screenshot({ path: path.join(SHOTS, '2-inbox-1280.png') });
    // P-063 conversationView: the row opens the conversation inside the panel
    await row.click();
    await panel.getByRole('heading', { name: 'Ada' }).waitFor();
    await panel.getByRole('link', { name: 'Pin: Brass lamp' }).waitFor();
    expect(await panel.getByText('For your desk').count()).toBe(1);
    await settled(home.page);
    expect(await seriousA11yViolations(home.page)).toEqual([]);
    await home.page.screenshot({ path: path.join(SHOTS, '2b-inbox-conversation-1280.png') });
    await panel.getByRole('link', { name: 'Open full page' }).click();
    await waitForPage(home.page, /\/conversation\/\d+\/$/);
    const card = home.page.getByRole('link', { name: 'Pin: Brass lamp' });
    await card.waitFor();
    expect(await card.getAttribute('href')).toBe(`/pin/${pinId}/`);
    expect(await home.page.getByText('For your desk').count()).toBe(1);
    // reading it clears the badge
    await home.page.getByRole('button', { name: 'Messages', exact: true }).waitFor();
    await settled(home.page);
    expect(await seriousA11yViolations(home.page)).toEqual([]);
    await home.page.screenshot({ path: path.join(SHOTS, '3-conversation-1280.png') });

    // B replies from the keyboard: Shift+Enter starts a new line, Enter sends
    const reply = home.page.getByRole('textbox', { name: /Message Ada/ });
    await reply.fill('Thank you!');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('See you soon');
    expect(await reply.inputValue()).toBe('Thank you!\nSee you soon');
    await reply.press('Enter');
    await home.page.getByText(/Thank you!\s+See you soon/).waitFor();
    expect(await reply.inputValue()).toBe('');
    expect(home.errors).toEqual([]);
    const conversationUrl = new URL(home.page.url()).pathname;

    // the same conversation on a phone (390 px) in the dark theme: the inbox is a sheet there
    const phone = await browserAs(
      who.b.token,
      { width: 390, height: 844, colorScheme: 'dark', isMobile: true, hasTouch: true },
      IPHONE_UA,
    );
    const small = await open(phone, conversationUrl);
    expect(await small.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await small.page.getByRole('link', { name: 'Pin: Brass lamp' }).waitFor();
    const overflow = await small.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await settled(small.page);
    expect(await seriousA11yViolations(small.page)).toEqual([]);
    await small.page.screenshot({ path: path.join(SHOTS, '4-conversation-390-dark.png') });
    await small.page.getByRole('button', { name: 'Messages', exact: true }).click();
    const sheet = small.page.getByRole('dialog', { name: 'Inbox' });
    await sheet.waitFor();
    await sheet.getByRole('link', { name: /Ada/ }).waitFor();
    await settled(small.page);
    expect(await seriousA11yViolations(small.page)).toEqual([]);
    await small.page.screenshot({ path: path.join(SHOTS, '5-inbox-390-dark.png') });
    // the conversation in the sheet: its composer is painted in the sheet's colour, not the
    // page's (a dark band across the raised sheet)
    await sheet.getByRole('link', { name: /Ada/ }).click();
    const sheetReply = sheet.getByRole('form', { name: 'Reply' });
    await sheetReply.waitFor();
    const colours = await sheetReply.evaluate((form) => ({
      composer: getComputedStyle(form).backgroundColor,
      sheet: getComputedStyle(form.closest('[role="dialog"]') as Element).backgroundColor,
    }));
    expect(colours.composer).toBe(colours.sheet);
    await small.page.screenshot({ path: path.join(SHOTS, '5b-inbox-conversation-390-dark.png') });
    await sheet.getByRole('button', { name: 'Back to messages' }).click();
    await sheet.getByRole('button', { name: 'New message' }).click();
    await sheet.getByRole('textbox', { name: 'To' }).waitFor();
    await settled(small.page);
    await small.page.screenshot({ path: path.join(SHOTS, '6-new-message-390-dark.png') });
    expect(small.errors).toEqual([]);
  });

  it('a new message to someone who does not follow the sender waits in their requests until accepted', async () => {
    const c = await person('Cy');
    const ba = await browserAs(who.a.token);
    const { page, errors } = await open(ba, '/');
    await page.getByRole('button', { name: /^Messages/ }).click();
    const panel = page.getByRole('dialog', { name: 'Inbox' });
    await panel.getByRole('button', { name: 'New message' }).click();
    await panel.getByRole('textbox', { name: 'To' }).fill(c.name);
    await panel.getByRole('button', { name: new RegExp(c.name) }).click();
    // people first (newMessageSelectRecipientsView), then the words (newMessageView)
    await panel.getByRole('button', { name: 'Next' }).click();
    await panel.getByRole('list', { name: 'Sending to' }).waitFor();
    await panel.getByRole('textbox', { name: 'Message' }).fill('Hello from Ada');
    await panel.getByRole('button', { name: 'Send' }).click();
    await waitForPage(page, /\/conversation\/\d+\/$/);
    await page.getByText('Hello from Ada').waitFor();
    expect(errors).toEqual([]);

    const bc = await browserAs(c.token);
    const home = await open(bc, '/');
    await home.page.getByRole('button', { name: 'Messages, 1 unread' }).click();
    const inbox = home.page.getByRole('dialog', { name: 'Inbox' });
    // the badge's 1 is the request: the requests row says so, and the empty list points to it
    await inbox
      .getByText('No conversations yet. Your message requests are waiting above.')
      .waitFor();
    const requestsRow = inbox.getByRole('button', {
      name: 'Message requests, 1 waiting for your answer',
    });
    await requestsRow.waitFor();
    await settled(home.page);
    await home.page.screenshot({ path: path.join(SHOTS, '6b-requests-row-1280.png') });
    await requestsRow.click();
    await inbox.getByRole('heading', { name: 'Message requests' }).waitFor();
    await inbox.getByRole('link', { name: /Ada.*Hello from Ada/ }).waitFor();
    await settled(home.page);
    expect(await seriousA11yViolations(home.page)).toEqual([]);
    await home.page.screenshot({ path: path.join(SHOTS, '7-requests-1280.png') });
    await inbox.getByRole('button', { name: 'Accept the request from Ada' }).click();
    await home.page.getByRole('status').filter({ hasText: 'Request from Ada accepted.' }).waitFor();
    await inbox.getByText('No message requests.').waitFor();
    await inbox.getByRole('button', { name: 'Back to messages' }).click();
    await inbox.getByRole('link', { name: /Ada.*Hello from Ada/ }).waitFor();
    await inbox.getByRole('button', { name: 'Message requests', exact: true }).waitFor();
    expect(home.errors).toEqual([]);
  });
});
